import { randomInt } from 'node:crypto';
import { SIGN_IN_FAILURE_MEMORY_MS } from '@stride/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueToken } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadConfig } from '../platform/config.js';
import { SESSION_COOKIE } from './cookie.js';
import { createSignInThrottle, waitInWords } from './sign-in-throttle.js';
import { signInFailures } from './tables.js';

/** Small limits, so a test reaches them in a few calls; the lock is long enough never to end by itself. */
const env = {
  SIGN_IN_ACCOUNT_FAILURES_BEFORE_LOCK: '3',
  SIGN_IN_ACCOUNT_LOCK_MS: '60000',
  SIGN_IN_ACCOUNT_MAX_LOCK_MS: '300000',
  SIGN_IN_ADDRESS_MAX_FAILURES: '4',
  SIGN_IN_ADDRESS_WINDOW_MS: '600000',
  LOGIN_RATE_LIMIT_MAX: '3',
};

let t: TestApp;
/** A second server process on the same database. */
let other: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env, listen: false });
  other = await createTestApp({ env, listen: false, database: t.database });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** An address no other test (or parallel file on a shared database) signs in from. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const signIn = (from: string, email: string, password: string, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/users/session', payload: { email, password }, remoteAddress: from });

const fail = async (from: string, email: string, app = t) => {
  const response = await signIn(from, email, 'not-the-password', app);
  expect(response.statusCode).toBe(401);
};

const expectThrottled = (response: Awaited<ReturnType<typeof signIn>>, maxSeconds: number) => {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  // The wait counts from the last failure; a slow machine may have spent a few seconds since.
  expect(retryAfter).toBeGreaterThan(maxSeconds - 5);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(response.json()).toEqual({
    messageCode: 'ITS_BE_ERROR_RATE_LIMITED',
    message: `Too many attempts. Please try again in ${waitInWords(retryAfter)}.`,
    messageData: { retryAfter: waitInWords(retryAfter) },
  });
  expect(String(response.headers['set-cookie'] ?? '')).not.toContain(`${SESSION_COOKIE}=`);
};

const failuresOf = async (scope: 'account' | 'address', subject: string) =>
  (
    await t.db
      .select()
      .from(signInFailures)
      .where(and(eq(signInFailures.scope, scope), eq(signInFailures.subject, subject)))
  )[0];

/** Moves an account's last failure back, as if its lock had run its course. */
const rewindAccount = (email: string, ms: number) =>
  t.db
    .update(signInFailures)
    .set({ lastFailureAt: sql`${signInFailures.lastFailureAt} - ${ms}::float8 * interval '1 millisecond'` })
    .where(and(eq(signInFailures.scope, 'account'), eq(signInFailures.subject, email)));

describe('sign-in throttle per account', () => {
  it('counts failures only: successes never throttle an account or address and leave no failures', async () => {
    const user = await createUser(t.db);
    const from = newAddress();
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await signIn(from, user.email, user.password!)).statusCode).toBe(200);
    }
    expect(await failuresOf('account', user.email)).toBeUndefined();
    expect((await failuresOf('address', from))?.failures ?? 0).toBe(0);
  });

  it('locks an account after its allowed failures from any address, refusing even the right password', async () => {
    const user = await createUser(t.db);
    for (let attempt = 0; attempt < 3; attempt++) await fail(newAddress(), user.email);
    expectThrottled(await signIn(newAddress(), user.email, user.password!), 60);
    expect((await failuresOf('account', user.email))?.failures).toBe(3);
  });

  it('lets no parallel guess slip past the lock', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        signIn(newAddress(), user.email, 'parallel-guess', index % 2 === 0 ? t : other),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('answers an unknown e-mail exactly as a known one, so a lock tells nothing about the account', async () => {
    const known = await createUser(t.db);
    const unknown = `${uniqueToken('nobody')}@test.stride`;
    for (let attempt = 0; attempt < 3; attempt++) {
      for (const email of [known.email, unknown]) await fail(newAddress(), email);
    }
    const [knownAnswer, unknownAnswer] = [
      await signIn(newAddress(), known.email, 'guess-again'),
      await signIn(newAddress(), unknown, 'guess-again'),
    ];
    expectThrottled(knownAnswer, 60);
    expectThrottled(unknownAnswer, 60);
    // The same answer but for the wait, which counts from each one's own last failure.
    const retryAfter = (response: typeof knownAnswer) => Number(response.headers['retry-after']);
    expect(Math.abs(retryAfter(knownAnswer) - retryAfter(unknownAnswer))).toBeLessThanOrEqual(1);
  });

  it('backs off: each failure after a lock doubles the next one, up to the cap', async () => {
    const user = await createUser(t.db);
    const from = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) await fail(from, user.email);
    for (const lockSeconds of [60, 120, 240, 300, 300]) {
      expectThrottled(await signIn(from, user.email, user.password!), lockSeconds);
      await rewindAccount(user.email, lockSeconds * 1_000);
      await fail(newAddress(), user.email);
    }
  });

  it('clears the account’s failures on a successful sign-in', async () => {
    const user = await createUser(t.db);
    for (let attempt = 0; attempt < 2; attempt++) await fail(newAddress(), user.email);
    expect((await signIn(newAddress(), user.email, user.password!)).statusCode).toBe(200);
    expect(await failuresOf('account', user.email)).toBeUndefined();
    for (let attempt = 0; attempt < 2; attempt++) await fail(newAddress(), user.email);
    expect((await signIn(newAddress(), user.email, user.password!)).statusCode).toBe(200);
  });

  it('clears them too for a right password of a pending account (403 is no failed guess)', async () => {
    const user = await createUser(t.db, { status: 'pending' });
    for (let attempt = 0; attempt < 2; attempt++) await fail(newAddress(), user.email);
    expect((await signIn(newAddress(), user.email, user.password!)).statusCode).toBe(403);
    expect(await failuresOf('account', user.email)).toBeUndefined();
  });

  it('compares e-mails case-insensitively: stored lower-case, signed in and counted in any case', async () => {
    const token = uniqueToken();
    const user = await createUser(t.db, { email: `Demo.${token}@Test.Stride` });
    const email = `demo.${token}@test.stride`;
    expect(user.email).toBe(email);
    const response = await signIn(newAddress(), `Demo.${token}@Test.Stride`, user.password!);
    expect(response.statusCode).toBe(200);
    expect(response.json()._id).toBe(user.id);

    for (const spelling of [email.toUpperCase(), `  Demo.${token}@TEST.stride `, email]) {
      await fail(newAddress(), spelling);
    }
    expect((await failuresOf('account', email))?.failures).toBe(3);
    expectThrottled(await signIn(newAddress(), `DEMO.${token}@test.stride`, user.password!), 60);
  });
});

describe('sign-in throttle per address', () => {
  it('blocks an address after failures across accounts, but not those accounts elsewhere', async () => {
    const from = newAddress();
    for (let attempt = 0; attempt < 4; attempt++) await fail(from, `${uniqueToken('probe')}@test.stride`);
    const user = await createUser(t.db);
    expectThrottled(await signIn(from, user.email, user.password!), 600);
    expect((await signIn(newAddress(), user.email, user.password!)).statusCode).toBe(200);
  });

  it('does not count the successes between failures', async () => {
    const user = await createUser(t.db);
    const from = newAddress();
    for (let round = 0; round < 3; round++) {
      await fail(from, `${uniqueToken('probe')}@test.stride`);
      expect((await signIn(from, user.email, user.password!)).statusCode).toBe(200);
    }
    expect((await failuresOf('address', from))?.failures).toBe(3);
  });

  it('counts a direct client by its connection, whatever X-Forwarded-For it makes up (TRUST_PROXY unset)', async () => {
    const from = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/session',
        remoteAddress: from,
        headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        payload: { email: `${uniqueToken('nobody')}@test.stride`, password: 'wrong' },
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await failuresOf('address', from))?.failures).toBe(3);
  });
});

describe('two server processes on one database', () => {
  it('share the sign-in throttle: failures on one lock the account on the other', async () => {
    const user = await createUser(t.db);
    await fail(newAddress(), user.email, t);
    await fail(newAddress(), user.email, other);
    await fail(newAddress(), user.email, t);
    expectThrottled(await signIn(newAddress(), user.email, user.password!, other), 60);
  });

  it('share the rate limits’ counters', async () => {
    const from = newAddress();
    const passwordReset = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/users/password-reset',
        payload: { email: `${uniqueToken('reset')}@test.stride` },
        remoteAddress: from,
      });
    const remaining: string[] = [];
    for (const app of [t, other, t]) {
      const response = await passwordReset(app);
      expect(response.statusCode).toBe(200);
      remaining.push(String(response.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await passwordReset(other);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ messageCode: 'ITS_BE_ERROR_RATE_LIMITED' });
    // Another address keeps its own count.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/users/password-reset',
      payload: { email: `${uniqueToken('reset')}@test.stride` },
      remoteAddress: newAddress(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('purging failures', () => {
  it('removes the rows whose failures no longer count anywhere', async () => {
    const throttle = createSignInThrottle(t.db, t.config.signInThrottle);
    const [stale, fresh] = [`${uniqueToken('stale')}@test.stride`, `${uniqueToken('fresh')}@test.stride`];
    const now = Date.now();
    await throttle.beginAttempt(stale, newAddress(), new Date(now - SIGN_IN_FAILURE_MEMORY_MS - 1_000));
    await throttle.beginAttempt(fresh, newAddress(), new Date(now - SIGN_IN_FAILURE_MEMORY_MS + 60_000));
    await throttle.deleteStale(new Date(now));
    expect(await failuresOf('account', stale)).toBeUndefined();
    expect((await failuresOf('account', fresh))?.failures).toBe(1);
  });
});

describe('configuration', () => {
  it('defaults to 5 failures per account before a 30 s lock doubling to 15 min, and 50 per address in 15 min', () => {
    expect(loadConfig({}).signInThrottle).toEqual({
      accountFailuresBeforeLock: 5,
      accountLockMs: 30_000,
      accountMaxLockMs: 900_000,
      addressMaxFailures: 50,
      addressWindowMs: 900_000,
    });
    expect(t.config.signInThrottle.accountFailuresBeforeLock).toBe(3);
  });
});
