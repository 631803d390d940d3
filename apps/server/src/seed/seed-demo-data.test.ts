import { roles } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openEmptyDatabase, signIn, type TestApp } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { createUsersRepository } from '../users/repository.js';
import { DEMO_PASSWORD } from './demo-users.js';
import { seedDemoData } from './seed-demo-data.js';

let database: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  database = await openEmptyDatabase();
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** One login per role of spec part 1 §6, in the order of `roles`, at <role-kebab>@stride.demo. */
const demoLogins = [
  'user',
  'editor',
  'senior-editor',
  'admin',
  'admin-editor',
  'manager',
  'approver',
  'senior-approver',
  'coordinator',
  'senior-coordinator',
  'sample-coordinator',
  'distributor',
  'dis',
  'fr',
  'rep',
  'csrep',
].map((slug) => `${slug}@stride.demo`);

describe('seedDemoData', () => {
  it('creates one active login per role on an empty database, and nothing the second time', async () => {
    const users = createUsersRepository(database.db);
    expect(await users.count()).toBe(0);

    expect(await seedDemoData(database.db, { catalogueStyles: 0 })).toMatchObject({ seeded: true });
    const seededCount = await users.count();
    expect(demoLogins).toHaveLength(roles.length);
    for (const email of demoLogins) {
      expect(await users.findByEmail(email), email).toMatchObject({
        status: 'active',
        emailConfirmed: true,
        strategy: 'local',
      });
    }

    expect(await seedDemoData(database.db, { catalogueStyles: 0 })).toMatchObject({ seeded: false });
    expect(await users.count()).toBe(seededCount);
    // The whole demo (orders, samples, customers…) in one transaction: a loaded machine needs time.
  }, 60_000);

  it('lets every demo login sign in with the demo password', async () => {
    const cookies = await Promise.all(demoLogins.map((email) => signIn(t, email, DEMO_PASSWORD)));
    expect(new Set(cookies).size).toBe(16);
    const asAdmin = await t.call('/api/users?limit=1', { cookie: cookies[roles.indexOf('admin')] });
    expect(asAdmin.status).toBe(200);
    const asUser = await t.call('/api/users?limit=1', { cookie: cookies[roles.indexOf('user')] });
    expect(asUser.status).toBe(403);
  });
});
