import { type ShowroomAnswer, showroomOf, showroomSites } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openEmptyDatabase, readAnswer, signIn, type TestApp } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { createMemoryStorage } from '../platform/storage/memory-storage.js';
import { DEMO_PASSWORD } from './demo-users.js';
import { seedDemoData } from './seed-demo-data.js';

let database: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  database = await openEmptyDatabase();
  const storage = createMemoryStorage();
  t = await createTestApp({ database, deps: { storage } });
  await seedDemoData(database.db, { catalogueStyles: 120, storage });
});

/** The showroom's lines as the showroom shows them (the answer says each colour's own facts only). */
const linesOf = (answer: ShowroomAnswer) =>
  showroomOf(answer).groups.flatMap((group) => group.styles.flatMap((style) => style.colors));
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('demo showrooms', () => {
  it('gives every showroom site showrooms a buyer can open, grouped into categories', async () => {
    const cookie = await signIn(t, 'user@stride.demo', DEMO_PASSWORD);
    for (const site of showroomSites) {
      const answer = await readAnswer(await t.call(`/api/showroom/sites/${site}`, { cookie }));
      expect(answer.showrooms.length, site).toBeGreaterThanOrEqual(2);
      const [first] = answer.showrooms;
      const showroom = await readAnswer(await t.call(`/api/assortments/${first._id}/showroom`, { cookie }));
      expect(showroom.groups.length, site).toBeGreaterThan(1);
    }
  });

  it("has a showroom whose lines show their own pictures, and a dynamic assortment's live showroom", async () => {
    const cookie = await signIn(t, 'user@stride.demo', DEMO_PASSWORD);
    const site = await readAnswer(await t.call('/api/showroom/sites/spring26', { cookie }));
    const footwear = site.showrooms.find((entry: { title: string }) => entry.title === 'Spring 2026 Footwear Showroom');
    const showroom = await readAnswer(await t.call(`/api/assortments/${footwear._id}/showroom`, { cookie }));
    const pictured = linesOf(showroom).filter((line) => line.picture !== null);
    expect(pictured).toHaveLength(3);
    // Its first line's own picture is its card's cover on the site, too.
    expect(footwear.coverImage).toBe(`${linesOf(showroom)[0]!.picture}?size=medium`);
    const picture = await t.call(`${pictured[0]!.picture}?size=medium`, { cookie });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');

    const list = await readAnswer(await t.call('/api/assortments?method=dynamic&limit=50', { cookie }));
    const live = list.data.find((entry: { title: string }) => entry.title === 'New Womens Arrivals (live)');
    const liveShowroom = await readAnswer(await t.call(`/api/assortments/${live._id}/showroom`, { cookie }));
    expect(liveShowroom.settings).toMatchObject({ startScreen: 'searchAll', background: '#fce4ec' });
    expect(linesOf(liveShowroom).length).toBeGreaterThan(0);
  });
});
