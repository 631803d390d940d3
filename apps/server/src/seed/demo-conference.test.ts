import {
  accessRules,
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
import { seedDemoConference } from './demo-conference.js';
import { demoUsers } from './demo-users.js';
import { createRandom } from './random.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openEmptyDatabase();
});
afterAll(() => database?.close());

describe('seedDemoConference', () => {
  it('fills every page of every sub-site and every advertising tab of its year', async () => {
    await seedDemoConference(database.db, createRandom(7), { now: Date.UTC(2026, 0, 5) });
    const items = await database.db.select().from(conferenceItems);
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
  });
});

describe('demo logins', () => {
  const login = (role: string) => {
    const user = demoUsers.find((candidate) => candidate.role === role)!;
    return { permissions: (user.permissions ?? []) as Permission[], conferenceAccess: user.conferenceAccess };
  };
  it('show both outcomes of the conference dashboard rule', () => {
    expect(checkAccess(login('user'), accessRules.conferenceDashboard)).toBe(true);
    expect(checkAccess(login('admin'), accessRules.conferenceDashboard)).toBe(true);
    expect(checkAccess(login('editor'), accessRules.conference)).toBe(true);
    expect(checkAccess(login('editor'), accessRules.manageConference)).toBe(true);
    expect(checkAccess(login('editor'), accessRules.conferenceDashboard)).toBe(false);
    expect(checkAccess(login('manager'), accessRules.conference)).toBe(false);
  });
});
