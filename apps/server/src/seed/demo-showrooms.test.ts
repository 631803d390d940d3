import { showroomSites } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openEmptyDatabase, readAnswer, signIn, type TestApp } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { DEMO_PASSWORD } from './demo-users.js';
import { seedDemoData } from './seed-demo-data.js';

let database: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  database = await openEmptyDatabase();
  t = await createTestApp({ database });
  await seedDemoData(database.db, { catalogueStyles: 120 });
});
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
});
