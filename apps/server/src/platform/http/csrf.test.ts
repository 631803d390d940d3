import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../../../test/factories.js';
import { createTestApp, readAnswer, sessionCookie, signIn, type TestApp } from '../../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const expectCrossSiteRefusal = async (response: Response) => {
  expect(response.status).toBe(403);
  expect(await readAnswer(response)).toEqual({
    messageCode: 'ITS_BE_ERROR_CROSS_SITE',
    message: 'This request came from another site and was refused.',
  });
};

describe('cross-site request refusal', () => {
  const loginAs = async (headers: Record<string, string>) => {
    const user = await createUser(t.db);
    return t.call('/api/users/session', { body: { email: user.email, password: user.password }, headers });
  };

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Origin: http://evil.example', { origin: 'http://evil.example' }],
    ['Origin: null (sandboxed frame)', { origin: 'null' }],
    ['Origin: null from a cross-site frame', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['an unparsable Origin', { origin: 'not a url' }],
  ])('refuses a POST with %s before signing in', async (_label, headers) => {
    const response = await loginAs(headers);
    await expectCrossSiteRefusal(response);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('refuses an Origin that differs from the host only by port', async () => {
    const otherPort = t.baseUrl.replace(/:\d+$/, ':1');
    await expectCrossSiteRefusal(await loginAs({ origin: otherPort }));
  });

  it.each([
    ['a same-origin browser call', () => ({ 'sec-fetch-site': 'same-origin', origin: t.baseUrl })],
    [
      'a same-origin form posted under no-referrer (Origin: null)',
      () => ({ 'sec-fetch-site': 'same-origin', origin: 'null' }),
    ],
    ['a typed-in navigation (Sec-Fetch-Site: none)', () => ({ 'sec-fetch-site': 'none' })],
    ['a header-less API client', () => ({})],
  ])('lets %s through', async (_label, headers) => {
    const response = await loginAs(headers());
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).toBeDefined();
  });

  it('refuses a cross-site GET /api/users/logout and keeps the session', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t, user.email, user.password!);
    await expectCrossSiteRefusal(
      await t.call('/api/users/logout', { cookie, headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    await expectCrossSiteRefusal(
      await t.call('/api/users/logout?next=/', { cookie, headers: { origin: 'http://evil.example' } }),
    );
    expect((await t.call('/api/users/ping', { cookie })).status).toBe(200);
  });

  it('lets cross-site reads through (GET is safe), with the session still applying', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t, user.email, user.password!);
    const ping = await t.call('/api/users/ping', { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(ping.status).toBe(200);
  });

  it('refuses a cross-site PATCH of a signed-in administrator before it changes anything', async () => {
    const admin = await createAdmin(t.db);
    const target = await createUser(t.db);
    const cookie = await signIn(t, admin.email, admin.password!);
    const response = await t.call(`/api/users/${target.id}`, {
      method: 'PATCH',
      cookie,
      body: { status: 'deactivated' },
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    await expectCrossSiteRefusal(response);
    // The same administrator, same-site, reads the account unchanged.
    expect((await readAnswer(await t.call(`/api/users/${target.id}`, { cookie }))).status).toBe('active');
  });
});
