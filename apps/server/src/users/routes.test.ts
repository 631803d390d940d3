import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, uniqueToken } from '../../test/factories.js';
import { createTestApp, readAnswer, signIn, type TestApp } from '../../test/test-app.js';
import { createUsersRepository } from './repository.js';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db);
  adminCookie = await signIn(t, admin.email, admin.password!);
  const member = await createUser(t.db, { permissions: [{ domain: 'products', role: 'user' }] });
  memberCookie = await signIn(t, member.email, member.password!);
});
afterAll(async () => {
  await t?.close();
});

const get = async (path: string, cookie: string) => {
  const response = await t.call(path, { cookie });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return readAnswer(response);
};

describe('GET /api/users/autocomplete', () => {
  it('answers at most 10 active users by default and refuses a limit above 10', async () => {
    const family = uniqueToken('family');
    for (let index = 0; index < 12; index++) await createUser(t.db, { lastName: `${family} ${index}`, password: null });

    const found = await get(`/api/users/autocomplete?text=${family}`, memberCookie);
    expect(found).toHaveLength(10);
    expect(Object.keys(found[0]).sort()).toEqual(['_id', 'email', 'lastName', 'name', 'userCode']);
    expect((await get(`/api/users/autocomplete?text=${family}&limit=3`, memberCookie)).length).toBe(3);

    const tooMany = await t.call(`/api/users/autocomplete?text=${family}&limit=11`, { cookie: memberCookie });
    expect(tooMany.status).toBe(400);
    expect((await readAnswer(tooMany)).messageData.field).toBe('querystring.limit');
  });

  it('leaves out pending and deactivated users', async () => {
    const family = uniqueToken('family');
    const active = await createUser(t.db, { lastName: family, password: null });
    await createUser(t.db, { lastName: family, status: 'pending', password: null });
    await createUser(t.db, { lastName: family, status: 'deactivated', password: null });
    const found = await get(`/api/users/autocomplete?text=${family}`, memberCookie);
    expect(found.map((user: { _id: string }) => user._id)).toEqual([active.id]);
  });

  it('matches the full name, the e-mail or the user code, case-insensitively', async () => {
    const token = uniqueToken();
    const user = await createUser(t.db, {
      name: 'Grace',
      lastName: `Hopper${token}`,
      email: `g.${token}@navy.example`,
      userCode: `CODE${token.toUpperCase()}`,
      password: null,
    });
    for (const text of [`grace hopper${token}`, `G.${token.toUpperCase()}@NAVY`, `code${token}`]) {
      const found = await get(`/api/users/autocomplete?text=${encodeURIComponent(text)}`, memberCookie);
      expect(found, text).toEqual([
        { _id: user.id, userCode: user.userCode, name: 'Grace', lastName: `Hopper${token}`, email: user.email },
      ]);
    }
  });

  it('treats % and _ as plain characters', async () => {
    const token = uniqueToken();
    await createUser(t.db, { lastName: `${token}abc`, password: null });
    expect(await get(`/api/users/autocomplete?text=${token}%25`, memberCookie)).toEqual([]);
    expect(await get(`/api/users/autocomplete?text=${token}_bc`, memberCookie)).toEqual([]);
  });

  it('needs a session and a search text', async () => {
    expect((await t.call('/api/users/autocomplete?text=ab')).status).toBe(401);
    expect((await t.call('/api/users/autocomplete?text=%20%20', { cookie: memberCookie })).status).toBe(400);
  });
});

describe('GET /api/users (administration list)', () => {
  it('filters by text and status and counts all matches beyond the page', async () => {
    const family = uniqueToken('family');
    for (let index = 0; index < 4; index++) {
      await createUser(t.db, { name: `N${index}`, lastName: family, password: null });
    }
    await createUser(t.db, { name: 'Waiting', lastName: family, status: 'pending', password: null });

    const all = await get(`/api/users?text=${family}`, adminCookie);
    expect(all.totalCount).toBe(5);
    expect(all.data).toHaveLength(5);
    expect(all.data[0]).not.toHaveProperty('passwordHash');

    const page = await get(`/api/users?text=${family}&limit=2&skip=1`, adminCookie);
    expect(page.totalCount).toBe(5);
    expect(page.data.map((user: { name: string }) => user.name)).toEqual(['N1', 'N2']);

    const pending = await get(`/api/users?text=${family}&status=pending`, adminCookie);
    expect(pending.totalCount).toBe(1);
    expect(pending.data[0]).toMatchObject({ name: 'Waiting', status: 'pending' });
  });

  it('refuses a limit above 100 and an unknown status', async () => {
    expect((await t.call('/api/users?limit=101', { cookie: adminCookie })).status).toBe(400);
    expect((await t.call('/api/users?status=banned', { cookie: adminCookie })).status).toBe(400);
  });

  it('reads one user by id', async () => {
    const user = await createUser(t.db, { password: null });
    expect(await get(`/api/users/${user.id}`, adminCookie)).toMatchObject({ _id: user.id, email: user.email });
  });
});

describe('PATCH /api/users/:id', () => {
  it('sets permissions, scopes and flags, keeping the fields it was not given', async () => {
    const user = await createUser(t.db, { userActiveLocation: 'US', password: null });
    const permissions = [
      { domain: 'sampleInventory', role: 'user', scopes: { libraries: ['Sales'] } },
      { domain: 'internalAssortments', role: 'user', subRole: 'editor', scopes: { region: 'Europe', channel: 'All' } },
    ];
    const response = await t.call(`/api/users/${user.id}`, {
      method: 'PATCH',
      cookie: adminCookie,
      body: {
        permissions,
        hasAdvancedRights: true,
        wof: { access: true, country: 'DEU' },
        email: 'hijack@evil.example',
      },
    });
    expect(response.status).toBe(200);
    expect(await readAnswer(response)).toMatchObject({
      permissions,
      hasAdvancedRights: true,
      wof: { access: true, country: 'DEU' },
      userActiveLocation: 'US',
      email: user.email,
    });
    expect(await createUsersRepository(t.db).findById(user.id)).toMatchObject({ permissions, email: user.email });
  });

  it.each([
    [
      'an unknown permission domain',
      { permissions: [{ domain: 'nuclearCodes', role: 'user' }] },
      'body.permissions.0.domain',
    ],
    ['an unknown role', { permissions: [{ domain: 'products', role: 'king' }] }, 'body.permissions.0.role'],
    [
      'an unknown scope value',
      { permissions: [{ domain: 'products', role: 'user', scopes: { region: 'Mars' } }] },
      'body.permissions.0.scopes.region',
    ],
    ['a status outside the list', { status: 'banned' }, 'body.status'],
    ['a session timeout below 10 s', { sessionOptions: { userTimeoutMs: 1_000 } }, 'body.sessionOptions.userTimeoutMs'],
  ])('answers 400 naming the field for %s, changing nothing', async (_label, body, field) => {
    const user = await createUser(t.db, { permissions: [{ domain: 'products', role: 'user' }], password: null });
    const response = await t.call(`/api/users/${user.id}`, { method: 'PATCH', cookie: adminCookie, body });
    expect(response.status).toBe(400);
    const answer = await readAnswer(response);
    expect(answer.messageCode).toBe('ITS_BE_ERROR_INVALID_INPUT');
    expect(answer.messageData.field).toBe(field);
    expect(await createUsersRepository(t.db).findById(user.id)).toMatchObject({
      permissions: [{ domain: 'products', role: 'user' }],
      status: 'active',
    });
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await t.call('/api/users/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      cookie: adminCookie,
      body: { hasAdvancedRights: true },
    });
    expect(response.status).toBe(404);
  });

  it('is refused to a non-administrator with 403, as are the list and the reading', async () => {
    const target = await createUser(t.db, { password: null });
    const attempts = [
      t.call(`/api/users/${target.id}`, { method: 'PATCH', cookie: memberCookie, body: { permissions: [] } }),
      t.call('/api/users', { cookie: memberCookie }),
      t.call(`/api/users/${target.id}`, { cookie: memberCookie }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect((await readAnswer(response)).messageCode).toBe('ITS_BE_ERROR_FORBIDDEN');
    }
  });

  it('takes effect on the next request of the edited user', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t, user.email, user.password!);
    expect((await t.call('/api/users?limit=1', { cookie })).status).toBe(403);
    await t.call(`/api/users/${user.id}`, {
      method: 'PATCH',
      cookie: adminCookie,
      body: { permissions: [{ domain: 'adminUsers', role: 'admin' }] },
    });
    expect((await t.call('/api/users?limit=1', { cookie })).status).toBe(200);
  });
});
