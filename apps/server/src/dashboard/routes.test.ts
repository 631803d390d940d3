import { dashboardFeedSchema, type Permission } from '@stride/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';
import { createUser } from '../../test/factories.js';
import { signIn } from '../../test/test-app.js';
import { assortmentDocuments, documentSchedules } from '../documents/tables.js';
import { seasons } from '../seasons/tables.js';
import { dashboardVisits } from './tables.js';

let c: AssortmentTestApp;
let adminEditor: AssortmentCaller;
let plainUser: AssortmentCaller;
let retailUser: AssortmentCaller;
let conferenceCookie: string;
/** Years no other test file uses, so the shared PostgreSQL database has no such seasons. */
const year = 2040 + Math.floor(Math.random() * 55);
const seasonIds: string[] = [];

const feedOf = async (cookie: string) => {
  const response = await c.t.call('/api/dashboard/feed', { cookie });
  expect(response.status).toBe(200);
  return dashboardFeedSchema.parse(await response.json());
};
const kinds = (feed: { items: { kind: string }[] }) => new Set(feed.items.map((item) => item.kind));

const liveSeason = async (channel: 'Wholesale' | 'Retail') => {
  // Changed an hour from now: the newest Live season of its channel, whatever else the database holds.
  const [row] = await c.t.db
    .insert(seasons)
    .values({
      season: 'Fall',
      year,
      channel,
      status: 'Live',
      previewJpg: `seasons/${channel.toLowerCase()}-fall-${year}.jpg`,
      modifiedAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  seasonIds.push(row!.id);
  return row!.id;
};

beforeAll(async () => {
  c = await createAssortmentTestApp(4);
  const internal = (role: Permission['role'], channel?: 'Retail'): Permission => ({
    domain: 'internalAssortments',
    role,
    subRole: 'seniorEditor',
    ...(channel ? { scopes: { channel } } : {}),
  });
  adminEditor = await c.caller('user', undefined, [internal('adminEditor')]);
  plainUser = await c.caller();
  retailUser = await c.caller('user', undefined, [internal('user', 'Retail')]);
  const conferenceUser = await createUser(c.t.db, {
    permissions: [{ domain: 'conference', role: 'user', scopes: { conferenceGroups: ['Domestic'] } }],
    conferenceAccess: { asian: false, domestic: true, international: false },
  });
  conferenceCookie = await signIn(c.t, conferenceUser.email, conferenceUser.password!);
  await liveSeason('Wholesale');
  await liveSeason('Retail');
}, 240_000);
afterAll(async () => {
  if (seasonIds.length > 0) await c?.t.db.delete(seasons).where(inArray(seasons.id, seasonIds));
  await c?.close();
});

describe('GET /api/dashboard/feed', () => {
  it('gives an admin editor the Live seasons of both channels and their own assortments, linked to the grid', async () => {
    const { answer } = await adminEditor.call('/api/assortments', {
      body: { title: 'Feed Plan', subTitle: 'Harbor Shoes' },
    });
    const feed = await feedOf(adminEditor.cookie);
    const seasonCards = feed.items.filter((item) => item.kind === 'seasonLive');
    expect(
      seasonCards
        .slice(0, 2)
        .map((item) => [item.title, item.detail, item.link])
        .sort(),
    ).toEqual([
      [`Fall ${year}`, 'Retail', '/product/libraries/internal/seasons-retail'],
      [`Fall ${year}`, 'Wholesale', '/product/libraries/internal/seasons-wholesale'],
    ]);
    expect(seasonCards.length).toBeLessThanOrEqual(3);
    expect(feed.items).toContainEqual(
      expect.objectContaining({
        kind: 'assortment',
        title: 'Feed Plan',
        detail: 'Harbor Shoes',
        link: `/product/assortments/assortment/${answer._id}/manage`,
      }),
    );
    expect(kinds(feed).has('conferenceSite')).toBe(false);
  });

  it("gives a plain user their assortments, documents and schedules' runs, no seasons and no conference", async () => {
    const { answer } = await plainUser.call('/api/assortments', { body: { title: 'My Picks' } });
    await plainUser.call(`/api/assortments/${answer._id}`, { method: 'PATCH', body: { starred: true } });
    await plainUser.call('/api/assortments', { body: { title: 'Later Picks' } });
    const made = (displayName: string, scheduleId: string | null) => ({
      ownerId: plainUser.user.id,
      scheduleId,
      request: {} as never,
      format: 'pdf' as const,
      filename: `${displayName}.pdf`,
      displayName,
      state: 'success' as const,
      finishedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const [schedule] = await c.t.db
      .insert(documentSchedules)
      .values({
        ownerId: plainUser.user.id,
        assortmentId: answer._id,
        request: {} as never,
        format: 'pdf',
        timing: {} as never,
        nextRunAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning();
    await c.t.db
      .insert(assortmentDocuments)
      .values([made('My Picks linesheet', null), made('Weekly picks', schedule!.id)]);
    const feed = await feedOf(plainUser.cookie);
    expect(kinds(feed)).toEqual(new Set(['assortment', 'document', 'scheduledDocument']));
    expect(feed.items.find((item) => item.kind === 'scheduledDocument')).toMatchObject({
      title: 'Weekly picks',
      link: '/product/assortments/scheduled',
    });
    // Starred first, then the latest changed.
    expect(feed.items.filter((item) => item.kind === 'assortment').map((item) => [item.title, item.starred])).toEqual([
      ['My Picks', true],
      ['Later Picks', false],
    ]);
    expect(feed.items.find((item) => item.kind === 'document')).toMatchObject({
      title: 'My Picks linesheet',
      detail: 'PDF',
      link: '/product/assortments/documents',
    });
  });

  it('gives a conference flag holder the current conference site, and nothing of areas they cannot open', async () => {
    const feed = await feedOf(conferenceCookie);
    expect(feed.items).toEqual([
      expect.objectContaining({ kind: 'conferenceSite', title: 'Spring 2026', link: '/global/conference/spring26' }),
    ]);
  });

  it('gives a retail reader the Live seasons of the retail channel only', async () => {
    const feed = await feedOf(retailUser.cookie);
    const seasonCards = feed.items.filter((item) => item.kind === 'seasonLive');
    expect(seasonCards[0]).toMatchObject({ title: `Fall ${year}`, detail: 'Retail' });
    expect(seasonCards.every((item) => item.detail === 'Retail')).toBe(true);
  });

  it('marks what changed since the previous visit as new, and keeps the marks through the visit', async () => {
    const first = await feedOf(plainUser.cookie);
    expect(first.items.some((item) => item.isNew)).toBe(false);
    // The last visit ended two hours ago: the next read starts a new visit.
    const twoHoursAgo = new Date(Date.now() - 7_200_000);
    await c.t.db
      .update(dashboardVisits)
      .set({ lastSeenAt: twoHoursAgo })
      .where(eq(dashboardVisits.userId, plainUser.user.id));
    await plainUser.call('/api/assortments', { body: { title: 'Fresh Picks' } });
    const next = await feedOf(plainUser.cookie);
    expect(next.since).toBe(twoHoursAgo.toISOString());
    expect(next.items.find((item) => item.title === 'Fresh Picks')?.isNew).toBe(true);
    expect((await feedOf(plainUser.cookie)).since).toBe(twoHoursAgo.toISOString());
  });

  it('answers 401 without a session', async () => {
    expect((await c.t.call('/api/dashboard/feed')).status).toBe(401);
  });
});
