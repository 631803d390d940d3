import { roles } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/test-app.js';
import { createTestApp, type TestApp, signIn } from '../../test/test-app.js';
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

const kebab = (role: string) =>
  role === role.toUpperCase() ? role.toLowerCase() : role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('seedDemoData', () => {
  it('creates one active login per role on an empty database, and nothing the second time', async () => {
    const users = createUsersRepository(database.db);
    expect(await users.count()).toBe(0);

    expect(await seedDemoData(database.db, { catalogueStyles: 0 })).toMatchObject({ seeded: true });
    const seededCount = await users.count();
    expect(roles).toHaveLength(16);
    for (const role of roles) {
      const login = await users.findByEmail(`${kebab(role)}@stride.demo`);
      expect(login, role).toMatchObject({ status: 'active', emailConfirmed: true, strategy: 'local' });
    }

    expect(await seedDemoData(database.db, { catalogueStyles: 0 })).toMatchObject({ seeded: false });
    expect(await users.count()).toBe(seededCount);
  });

  it('lets every demo login sign in with the demo password', async () => {
    const cookies = await Promise.all(roles.map((role) => signIn(t, `${kebab(role)}@stride.demo`, DEMO_PASSWORD)));
    expect(new Set(cookies).size).toBe(16);
    const admin = await t.call('/api/users?limit=1', { cookie: cookies[roles.indexOf('admin')] });
    expect(admin.status).toBe(200);
    const user = await t.call('/api/users?limit=1', { cookie: cookies[roles.indexOf('user')] });
    expect(user.status).toBe(403);
  });
});
