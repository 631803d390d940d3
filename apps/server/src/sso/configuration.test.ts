import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCodeOf } from '../../test/sso-fixtures.js';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const withApp = async (env: Record<string, string>, test: (app: TestApp) => Promise<void>) => {
  const app = await createTestApp({ env, database });
  try {
    await test(app);
  } finally {
    await app.close();
  }
};

describe('single sign-on configuration', () => {
  it('is off without OIDC_ISSUER: enabled false and the login answers ITS_BE_ERROR_SSO_NOT_CONFIGURED', async () => {
    await withApp({}, async (app) => {
      expect(await (await app.call('/api/users/sso')).json()).toEqual({ enabled: false });
      const login = await app.call('/api/users/sso/login');
      expect(login.status).toBe(404);
      expect(await messageCodeOf(login)).toBe('ITS_BE_ERROR_SSO_NOT_CONFIGURED');
      const callback = await app.call('/api/users/sso/callback?code=x&state=y');
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/dashboard?sso=failed');
    });
  });

  it('starts with an unreachable provider and sends the browser back with sso=failed', async () => {
    // Port 9 (discard) on loopback: nothing listens, so discovery fails fast.
    const env = { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'stride', OIDC_CLIENT_SECRET: 'secret' };
    await withApp(env, async (app) => {
      expect(await (await app.call('/api/users/sso')).json()).toEqual({ enabled: true });
      const login = await app.call('/api/users/sso/login?returnTo=/dashboard');
      expect(login.status).toBe(302);
      expect(login.headers.get('location')).toBe('/dashboard?sso=failed');
      expect((await app.call('/healthz')).status).toBe(200);
    });
  });
});
