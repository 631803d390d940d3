import {
  accessRules,
  CURRENT_CONFERENCE_SITE,
  canReadConferenceItem,
  checkAccess,
  conferenceItemKindsOf,
  conferenceSiteDefinitions,
  conferenceSites,
  type Permission,
} from '@stride/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/test-app.js';
import { assets } from '../assets/tables.js';
import { conferenceItems } from '../conference/tables.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { createMemoryStorage } from '../platform/storage/memory-storage.js';
import { seedDemoConference } from './demo-conference.js';
import { demoUsers } from './demo-users.js';
import { createRandom } from './random.js';

const login = (role: string) => {
  const user = demoUsers.find((candidate) => candidate.role === role)!;
  return { permissions: (user.permissions ?? []) as Permission[], conferenceAccess: user.conferenceAccess };
};

const jpegStart = Buffer.from([0xff, 0xd8]);
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openEmptyDatabase();
});
afterAll(() => database?.close());

describe('seedDemoConference', () => {
  it('fills every page of every sub-site and every advertising tab of its year', async () => {
    const storage = createMemoryStorage();
    await seedDemoConference(database.db, createRandom(7), { now: Date.UTC(2026, 0, 5), storage });
    const items = await database.db.select().from(conferenceItems);
    // Pictures are uploads, as editors make them: JPEG bytes under each item's picture key.
    const pictured = items.filter((item) => item.pictureKey);
    expect(pictured.length).toBeGreaterThan(conferenceSites.length * 2);
    expect(items.every((item) => item.imageUrl === null)).toBe(true);
    for (const item of pictured) expect(storage.objects.get(item.pictureKey!)?.subarray(0, 2)).toEqual(jpegStart);
    for (const site of conferenceSites) {
      const kinds = new Set(items.filter((item) => item.site === site).map((item) => item.kind));
      expect([...kinds].sort(), site).toEqual([...conferenceItemKindsOf(site)].sort());
      const { season, year, adTabs } = conferenceSiteDefinitions[site];
      for (const tab of adTabs) {
        const ads = await database.db
          .select({ id: assets.id })
          .from(assets)
          .where(
            and(
              eq(assets.season, season),
              eq(assets.year, year),
              eq(assets.category, tab),
              eq(assets.state, 'published'),
            ),
          );
        expect(ads.length, `${site} ${tab}`).toBeGreaterThan(0);
      }
    }
    expect(items.filter((item) => item.kind === 'session').every((item) => item.room && item.speaker)).toBe(true);

    // Group-only welcome notes and sessions: the Domestic user and the International editor read different pages.
    const current = items.filter((item) => item.site === CURRENT_CONFERENCE_SITE);
    const readBy = (role: string) =>
      current.filter((item) => canReadConferenceItem(login(role), item.groups)).map((item) => item.title);
    expect(readBy('user')).toContain('Domestic key accounts workshop');
    expect(readBy('user')).not.toContain('International round table');
    expect(readBy('editor')).toContain('International distributors: travel desk');
    expect(readBy('editor')).not.toContain('Domestic accounts: showroom slots');
    expect(readBy('admin')).toHaveLength(current.length);
  });
});

describe('demo logins', () => {
  it('show both outcomes of the conference dashboard rule', () => {
    expect(checkAccess(login('user'), accessRules.conferenceDashboard)).toBe(true);
    expect(checkAccess(login('admin'), accessRules.conferenceDashboard)).toBe(true);
    expect(checkAccess(login('editor'), accessRules.conference)).toBe(true);
    expect(checkAccess(login('editor'), accessRules.manageConference)).toBe(true);
    expect(checkAccess(login('editor'), accessRules.conferenceDashboard)).toBe(false);
    expect(checkAccess(login('manager'), accessRules.conference)).toBe(false);
  });
});
