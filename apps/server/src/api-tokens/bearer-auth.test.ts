import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../../test/factories.js';
import {
  type CallOptions,
  createTestApp,
  type JsonCaller,
  jsonCaller,
  readAnswer,
  type TestApp,
} from '../../test/test-app.js';
import { apiTokens } from './tables.js';

let t: TestApp;
let owner: TestUser;
let asOwner: JsonCaller;
let asAdmin: JsonCaller;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  asOwner = await jsonCaller(t, owner);
  asAdmin = await jsonCaller(t, await createAdmin(t.db));
});
afterAll(async () => {
  await t?.close();
});

const tokenOf = async (caller: JsonCaller, access: 'read' | 'write') => {
  const { status, answer } = await caller.call('/api/users/tokens', {
    body: { name: access, access, expiresInDays: 30 },
  });
  expect(status).toBe(200);
  return answer as { _id: string; token: string };
};

const withToken = (token: string, path: string, options: CallOptions = {}) =>
  t.call(path, { ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });

const savedSearch = (name: string) => ({ name, query: 'text=boots', path: '/products' });

describe('calling the API with a token', () => {
  it("reads as the token's owner and notes when it was last used", async () => {
    const { _id, token } = await tokenOf(asOwner, 'read');
    const response = await withToken(token, '/api/users/ping');
    expect(response.status).toBe(200);
    expect(await readAnswer(response)).toMatchObject({ _id: owner.id, email: owner.email });
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, _id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('writes with a write token, and a read token may read what it wrote but not write', async () => {
    const write = await tokenOf(asOwner, 'write');
    const read = await tokenOf(asOwner, 'read');
    expect((await withToken(write.token, '/api/searches/saved', { body: savedSearch('By token') })).status).toBe(200);

    const refused = await withToken(read.token, '/api/searches/saved', { body: savedSearch('Refused') });
    expect(refused.status).toBe(403);
    expect(await readAnswer(refused)).toMatchObject({ messageCode: 'ITS_BE_ERROR_FORBIDDEN' });

    const listed = await readAnswer(await withToken(read.token, '/api/searches/saved'));
    const names = listed.map((search: { name: string }) => search.name);
    expect(names).toContain('By token');
    expect(names).not.toContain('Refused');
  });

  it("lets a read token make the POST calls that only read, within its owner's permissions", async () => {
    const read = await tokenOf(asOwner, 'read');
    // The owner holds no products permission: the route's own rule refuses them, as in the browser.
    const refused = await withToken(read.token, '/api/products/fetch', { body: {} });
    expect(refused.status).toBe(403);
    expect((await readAnswer(refused)).message).not.toContain('only read');

    const viewer = await createUser(t.db, { permissions: [{ domain: 'products', role: 'user' }] });
    const viewerToken = await tokenOf(await jsonCaller(t, viewer), 'read');
    const search = await withToken(viewerToken.token, '/api/products/colors', { body: { styles: ['NOSUCH1'] } });
    expect(search.status, await search.clone().text()).toBe(200);
    expect(await readAnswer(search)).toEqual({ data: {} });
  });

  it('refuses unknown, malformed, expired and revoked tokens with 401, even beside a valid cookie', async () => {
    const expired = await tokenOf(asOwner, 'read');
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(apiTokens.id, expired._id));
    const revoked = await tokenOf(asOwner, 'write');
    expect((await asOwner.call(`/api/users/tokens/${revoked._id}`, { method: 'DELETE' })).status).toBe(204);
    const unknown = `stride_pat_${'A'.repeat(43)}`;

    for (const token of [unknown, 'not-a-token', expired.token, revoked.token]) {
      const response = await withToken(token, '/api/users/ping', { cookie: asOwner.cookie });
      expect(response.status, token).toBe(401);
      expect(await readAnswer(response)).toMatchObject({ messageCode: 'ITS_BE_ERROR_UNAUTHENTICATED' });
    }
  });

  it('needs no same-site proof for a write, as the browser cannot add the header cross-site', async () => {
    const { token } = await tokenOf(asOwner, 'write');
    const crossSite = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };
    const response = await withToken(token, '/api/searches/saved', {
      body: savedSearch('CSRF-free'),
      headers: crossSite,
    });
    expect(response.status).toBe(200);
    // The same call on a session cookie is refused.
    const withCookie = await t.call('/api/searches/saved', {
      body: savedSearch('Cross-site'),
      cookie: asOwner.cookie,
      headers: crossSite,
    });
    expect(withCookie.status).toBe(403);
  });

  it('never sets a cookie: a token opens no browser session', async () => {
    const { token } = await tokenOf(asOwner, 'write');
    const signIn = await withToken(token, '/api/users/session', {
      body: { email: owner.email, password: owner.password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    const logout = await withToken(token, '/api/users/logout');
    expect(logout.headers.getSetCookie()).toEqual([]);
    // The token still works: signing out ended no session of its.
    expect((await withToken(token, '/api/users/ping')).status).toBe(200);
  });

  it('cannot make more tokens', async () => {
    const { token } = await tokenOf(asOwner, 'write');
    const response = await withToken(token, '/api/users/tokens', {
      body: { name: 'x', access: 'write', expiresInDays: 365 },
    });
    expect(response.status).toBe(403);
  });
});

describe("a token follows its owner's permissions", () => {
  it('loses what its owner loses at once, and stops when the owner is deactivated', async () => {
    const manager = await createAdmin(t.db);
    const { token } = await tokenOf(await jsonCaller(t, manager), 'read');
    expect((await withToken(token, '/api/users?limit=1')).status).toBe(200);

    expect(
      (await asAdmin.call(`/api/users/${manager.id}`, { method: 'PATCH', body: { permissions: [] } })).status,
    ).toBe(200);
    expect((await withToken(token, '/api/users?limit=1')).status).toBe(403);
    expect((await withToken(token, '/api/users/ping')).status).toBe(200);

    expect(
      (await asAdmin.call(`/api/users/${manager.id}`, { method: 'PATCH', body: { status: 'deactivated' } })).status,
    ).toBe(200);
    expect((await withToken(token, '/api/users/ping')).status).toBe(401);
  });
});

describe('the rate limit per token', () => {
  it('refuses calls over the limit of one token with 429, while another token of the same person goes on', async () => {
    const limited = await createTestApp({ database: t.database, env: { API_TOKEN_RATE_LIMIT_MAX: '3' } });
    try {
      const first = await tokenOf(asOwner, 'read');
      const second = await tokenOf(asOwner, 'read');
      const call = (token: string) =>
        limited.call('/api/users/ping', { headers: { authorization: `Bearer ${token}` } });
      for (let index = 0; index < 3; index++) expect((await call(first.token)).status).toBe(200);
      const refused = await call(first.token);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await readAnswer(refused)).toMatchObject({ messageCode: 'ITS_BE_ERROR_RATE_LIMITED' });
      expect((await call(second.token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
