import { userSchema } from '@stride/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueToken } from '../../test/factories.js';
import { createTestApp, readAnswer, sessionCookie, signIn, type TestApp } from '../../test/test-app.js';
import { createUsersRepository } from '../users/repository.js';
import { SESSION_COOKIE } from './cookie.js';
import { SESSION_CACHE_TTL_MS } from './repository.js';
import { sessions } from './tables.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (body: unknown) => t.call('/api/users/session', { body });

describe('POST /api/users/session', () => {
  it('sets an httpOnly SameSite=Lax session cookie and answers the user, without unknown fields', async () => {
    const user = await createUser(t.db, { permissions: [{ domain: 'products', role: 'user' }] });
    const response = await login({
      email: user.email,
      password: user.password,
      permissions: [{ domain: 'adminUsers', role: 'admin' }],
      status: 'active',
      isAdmin: true,
    });

    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).not.toMatch(/; Secure/i);

    const body = await readAnswer(response);
    expect(Object.keys(body).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('isAdmin');
    expect(body).toMatchObject({
      _id: user.id,
      email: user.email,
      status: 'active',
      permissions: [{ domain: 'products', role: 'user' }],
    });
    expect(body.lastLoginAt).toEqual(expect.any(String));
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const token = uniqueToken();
    const user = await createUser(t.db, { email: `Mixed.Case.${token}@Test.Stride` });
    for (const email of [user.email, user.email.toLowerCase(), `  ${user.email.toUpperCase()} `]) {
      const response = await login({ email, password: user.password });
      expect(response.status, email).toBe(200);
      expect((await readAnswer(response))._id).toBe(user.id);
    }
  });

  it('answers 401 ITS_BE_ERROR_INVALID_CREDENTIALS alike for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await login({ email: user.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: `${uniqueToken()}@test.stride`, password: 'whatever-it-is' });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(sessionCookie(response)).toBeUndefined();
    }
    const [wrongBody, unknownBody] = [await readAnswer(wrongPassword), await readAnswer(unknownEmail)];
    expect(wrongBody).toEqual({
      messageCode: 'ITS_BE_ERROR_INVALID_CREDENTIALS',
      message: 'The e-mail or password is incorrect.',
    });
    expect(unknownBody).toEqual(wrongBody);
  });

  it('refuses a user without a password (SSO or not yet set) as invalid credentials', async () => {
    const okta = await createUser(t.db, { strategy: 'okta' });
    const pending = await createUser(t.db, { status: 'pending', password: null });
    for (const email of [okta.email, pending.email]) {
      const response = await login({ email, password: 'anything-at-all' });
      expect(response.status).toBe(401);
      expect((await readAnswer(response)).messageCode).toBe('ITS_BE_ERROR_INVALID_CREDENTIALS');
    }
  });

  it.each([
    ['pending', 'ITS_BE_ERROR_ACCOUNT_PENDING'],
    ['deactivated', 'ITS_BE_ERROR_ACCOUNT_DEACTIVATED'],
  ] as const)('answers 403 for a %s account once the password is right', async (status, messageCode) => {
    const user = await createUser(t.db, { status });
    const right = await login({ email: user.email, password: user.password });
    expect(right.status).toBe(403);
    expect((await readAnswer(right)).messageCode).toBe(messageCode);
    expect(sessionCookie(right)).toBeUndefined();

    const wrong = await login({ email: user.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect((await readAnswer(wrong)).messageCode).toBe('ITS_BE_ERROR_INVALID_CREDENTIALS');
  });

  it('answers 400 for a malformed e-mail or a missing password', async () => {
    for (const body of [{ email: 'not-an-email', password: 'x' }, { email: 'a@b.co' }]) {
      const response = await login(body);
      expect(response.status).toBe(400);
      expect((await readAnswer(response)).messageCode).toBe('ITS_BE_ERROR_INVALID_INPUT');
    }
  });
});

describe('GET /api/users/ping and /api/users/logout', () => {
  it('pings 200 with the user behind the cookie and 401 without a cookie or with a forged one', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t, user.email, user.password!);

    const ping = await t.call('/api/users/ping', { cookie });
    expect(ping.status).toBe(200);
    expect(await readAnswer(ping)).toMatchObject({ _id: user.id, email: user.email });

    for (const anonymous of [undefined, `${SESSION_COOKIE}=forged-token`]) {
      const refused = await t.call('/api/users/ping', { cookie: anonymous });
      expect(refused.status).toBe(401);
      expect(await readAnswer(refused)).toEqual({
        messageCode: 'ITS_BE_ERROR_UNAUTHENTICATED',
        message: 'You are not signed in.',
      });
    }
  });

  it("logs out: the cookie is cleared, the browser drops the person's kept answers, and the old session no longer pings", async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t, user.email, user.password!);

    const logout = await t.call('/api/users/logout', { cookie });
    expect(logout.status).toBe(200);
    expect(await readAnswer(logout)).toEqual({ message: 'Success' });
    const cleared = logout.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(logout.headers.get('clear-site-data')).toBe('"cache"');

    expect((await t.call('/api/users/ping', { cookie })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('logs out without a session too', async () => {
    expect((await t.call('/api/users/logout')).status).toBe(200);
  });

  it('keeps other sessions of the same user alive on logout', async () => {
    const user = await createUser(t.db);
    const first = await signIn(t, user.email, user.password!);
    const second = await signIn(t, user.email, user.password!);
    expect(first).not.toBe(second);
    await t.call('/api/users/logout', { cookie: first });
    expect((await t.call('/api/users/ping', { cookie: second })).status).toBe(200);
  });

  it('ends the session of a user who is deactivated meanwhile', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t, user.email, user.password!);
    await createUsersRepository(t.db).update(user.id, { status: 'deactivated' });
    expect((await t.call('/api/users/ping', { cookie })).status).toBe(401);
  });
});

describe('idle timeout', () => {
  /** Rewinds the session's clock in the database, then outwaits the session cache that still holds the old row. */
  const seenAgo = async (userId: string, ms: number) => {
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - ms) })
      .where(eq(sessions.userId, userId));
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 50));
  };

  it("allows the user's own timeout plus one minute of grace, then the session is gone", async () => {
    const user = await createUser(t.db, { sessionOptions: { userTimeoutMs: 10_000 } });
    const cookie = await signIn(t, user.email, user.password!);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.idleTimeoutMs).toBe(70_000);

    await seenAgo(user.id, 65_000);
    expect((await t.call('/api/users/ping', { cookie })).status).toBe(200);
    const [touched] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(10_000);

    await seenAgo(user.id, 75_000);
    const expired = await t.call('/api/users/ping', { cookie });
    expect(expired.status).toBe(401);
    expect((await readAnswer(expired)).messageCode).toBe('ITS_BE_ERROR_UNAUTHENTICATED');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('uses the default timeout of 3,570,000 ms without an override', async () => {
    const user = await createUser(t.db);
    await signIn(t, user.email, user.password!);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.idleTimeoutMs).toBe(3_570_000 + 60_000);
  });

  it('ends a session past its absolute lifetime however active', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t, user.email, user.password!);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.call('/api/users/ping', { cookie })).status).toBe(401);
  });
});
