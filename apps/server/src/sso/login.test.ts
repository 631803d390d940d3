import type { User } from '@stride/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { cookiePair, createSsoTestBed, messageCodeOf, type SsoTestBed } from '../../test/sso-fixtures.js';
import { SESSION_COOKIE } from '../sessions/cookie.js';
import { sessions } from '../sessions/tables.js';
import { users } from '../users/tables.js';

let bed: SsoTestBed;
beforeAll(async () => {
  bed = await createSsoTestBed();
});
afterAll(async () => {
  await bed?.close();
});

const userWithSubject = async (subject: string) =>
  (await bed.stride.db.select().from(users).where(eq(users.externalSubject, subject)))[0];

describe('GET /api/users/sso', () => {
  it('tells the login dialog that single sign-on is offered', async () => {
    const response = await bed.stride.call('/api/users/sso');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ enabled: true });
  });
});

describe('GET /api/users/sso/login', () => {
  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { authorizationUrl } = await bed.startLogin('/product/assortments');
    const params = new URL(authorizationUrl).searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(bed.redirectUri);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toBeTruthy();
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('scope')).toBe('openid email profile');
  });

  it.each(['//evil.example/dashboard', 'https://evil.example/dashboard', '/\\evil.example', 'dashboard'])(
    'refuses returnTo=%s (open redirect)',
    async (returnTo) => {
      const response = await bed.stride.call(`/api/users/sso/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(response.status).toBe(400);
      expect(await messageCodeOf(response)).toBe('ITS_BE_ERROR_INVALID_INPUT');
      expect(cookiePair(response, 'stride_sso_state')).toBeUndefined();
    },
  );
});

describe('GET /api/users/sso/callback', () => {
  it('creates a pending okta user for an unknown person and sends them to /ad-register', async () => {
    const account = bed.addAccount({ given_name: 'Grace', family_name: 'Hopper' });
    const response = await bed.signInAs(account.subject);

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/ad-register\/[\w-]{40,}$/);
    expect(cookiePair(response, SESSION_COOKIE)).toBeUndefined();
    expect(await userWithSubject(account.subject)).toMatchObject({
      strategy: 'okta',
      status: 'pending',
      email: account.email,
      name: 'Grace',
      lastName: 'Hopper',
      emailConfirmed: false,
      passwordHash: null,
    });
  });

  it('signs a known active okta user in, without an idle timeout, and returns to returnTo', async () => {
    const account = bed.addAccount();
    const known = await createUser(bed.stride.db, {
      strategy: 'okta',
      externalSubject: account.subject,
      email: account.email,
    });

    const response = await bed.signInAs(account.subject, '/product/assortments?tab=recent');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/product/assortments?tab=recent');
    const session = cookiePair(response, SESSION_COOKIE);
    expect(session).toBeDefined();

    const ping = await bed.stride.call('/api/users/ping', { cookie: session });
    expect(ping.status).toBe(200);
    const user = (await ping.json()) as User;
    expect(user).toMatchObject({ _id: known.id, strategy: 'okta', email: account.email });
    expect(user.lastLoginAt).not.toBeNull();
    const [stored] = await bed.stride.db.select().from(sessions).where(eq(sessions.userId, known.id));
    expect(stored).toMatchObject({ strategy: 'okta', idleTimeoutMs: null });
  });

  it('goes to /dashboard when no returnTo was given', async () => {
    const account = bed.addAccount();
    await createUser(bed.stride.db, { strategy: 'okta', externalSubject: account.subject, email: account.email });
    const response = await bed.signInAs(account.subject);
    expect(response.headers.get('location')).toBe('/dashboard');
  });

  it('links an okta user an administrator created by e-mail to the provider subject', async () => {
    const account = bed.addAccount();
    const provisioned = await createUser(bed.stride.db, {
      strategy: 'okta',
      externalSubject: null,
      email: account.email,
    });

    const response = await bed.signInAs(account.subject);
    expect(response.headers.get('location')).toBe('/dashboard');
    expect(cookiePair(response, SESSION_COOKIE)).toBeDefined();
    expect((await userWithSubject(account.subject))?.id).toBe(provisioned.id);
  });

  it('never takes over a local account with the same e-mail', async () => {
    const account = bed.addAccount();
    const local = await createUser(bed.stride.db, { email: account.email });

    const response = await bed.signInAs(account.subject);
    expect(response.headers.get('location')).toBe('/dashboard?sso=failed');
    expect(cookiePair(response, SESSION_COOKIE)).toBeUndefined();
    expect(await userWithSubject(account.subject)).toBeUndefined();
    expect((await bed.stride.db.select().from(users).where(eq(users.id, local.id)))[0]?.strategy).toBe('local');
  });

  it.each([
    ['deactivated', { status: 'deactivated' as const }],
    ['pending', { status: 'pending' as const, emailConfirmed: true }],
  ])('sends a %s okta user to /not-approved without a session', async (reason, fields) => {
    const account = bed.addAccount();
    await createUser(bed.stride.db, {
      strategy: 'okta',
      externalSubject: account.subject,
      email: account.email,
      ...fields,
    });

    const response = await bed.signInAs(account.subject);
    expect(response.headers.get('location')).toBe(`/not-approved?reason=${reason}`);
    expect(cookiePair(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an answer whose state is not the one of this browser', async () => {
    const account = bed.addAccount();
    await createUser(bed.stride.db, { strategy: 'okta', externalSubject: account.subject, email: account.email });
    const { authorizationUrl, stateCookie } = await bed.startLogin();
    const callback = await bed.idp.signIn(authorizationUrl, account.subject, bed.redirectUri);

    callback.searchParams.set('state', 'forged-state');
    const forged = await bed.stride.call(`${callback.pathname}${callback.search}`, { cookie: stateCookie });
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/dashboard?sso=failed');
    expect(cookiePair(forged, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an answer brought by another browser (no state cookie) and a replayed one', async () => {
    const account = bed.addAccount();
    await createUser(bed.stride.db, { strategy: 'okta', externalSubject: account.subject, email: account.email });
    const { authorizationUrl, stateCookie } = await bed.startLogin();
    const callback = await bed.idp.signIn(authorizationUrl, account.subject, bed.redirectUri);
    const path = `${callback.pathname}${callback.search}`;

    const otherBrowser = await bed.stride.call(path);
    expect(otherBrowser.headers.get('location')).toBe('/dashboard?sso=failed');

    const first = await bed.stride.call(path, { cookie: stateCookie });
    expect(first.headers.get('location')).toBe('/dashboard');
    const replay = await bed.stride.call(path, { cookie: stateCookie });
    expect(replay.headers.get('location')).toBe('/dashboard?sso=failed');
    expect(cookiePair(replay, SESSION_COOKIE)).toBeUndefined();
  });

  it('turns an error answer of the provider into /dashboard?sso=failed', async () => {
    const { authorizationUrl, stateCookie } = await bed.startLogin();
    const state = new URL(authorizationUrl).searchParams.get('state')!;
    const query = new URLSearchParams({ error: 'access_denied', state, iss: bed.idp.issuer });
    const response = await bed.stride.call(`/api/users/sso/callback?${query}`, { cookie: stateCookie });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard?sso=failed');
  });

  it('turns a made-up code into /dashboard?sso=failed', async () => {
    const { authorizationUrl, stateCookie } = await bed.startLogin();
    const state = new URL(authorizationUrl).searchParams.get('state')!;
    const query = new URLSearchParams({ code: 'made-up', state, iss: bed.idp.issuer });
    const response = await bed.stride.call(`/api/users/sso/callback?${query}`, { cookie: stateCookie });
    expect(response.headers.get('location')).toBe('/dashboard?sso=failed');
  });
});
