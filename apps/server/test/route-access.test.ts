import { type AccessRuleName, accessRules, checkAccess } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { presentUser } from '../src/users/presenter.js';
import { createAdmin, createUser, type TestUser } from './factories.js';
import { apiEndpoints, concretePath, type Endpoint, endpointsOf, label, ruleOf } from './route-catalogue.js';
import { createTestApp, readAnswer, signIn, type TestApp } from './test-app.js';

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-catalogue.js')).recordingFastify(await importOriginal()),
);

let t: TestApp;
let endpoints: Endpoint[];
let powerless: TestUser;
let powerlessCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  endpoints = endpointsOf(t.app);
  powerless = await createUser(t.db, { permissions: [] });
  powerlessCookie = await signIn(t, powerless.email, powerless.password!);
});
afterAll(async () => {
  await t?.close();
});

/**
 * The status of a call, its body read to the end: an answer left unread (the 1.5 MB API document)
 * keeps the server writing, and closing the app then waits for it.
 */
const statusOf = async (pending: Promise<Response>) => {
  const response = await pending;
  await response.arrayBuffer();
  return response.status;
};
const guardedApi = () => apiEndpoints(endpoints).filter((e) => e.access !== 'public');
const publicApi = () => apiEndpoints(endpoints).filter((e) => e.access === 'public');

describe('every route declares who may call it', () => {
  it('collects the registered routes, the known ones among them', () => {
    const names = endpoints.map(label);
    for (const known of [
      'POST /api/users/session',
      'GET /api/users/ping',
      'GET /api/users/logout',
      'PATCH /api/users/:id',
      'GET /api/options/data/:key',
      'GET /healthz',
      'GET /api/docs/json',
    ]) {
      expect(names).toContain(known);
    }
  });

  it('gives each route config.access: public, a named domain rule, a rule of its own or one chosen by the request', () => {
    const undeclared = endpoints.filter((endpoint) => endpoint.access === undefined).map(label);
    expect(undeclared).toEqual([]);
    for (const endpoint of endpoints) {
      const access = endpoint.access;
      const valid =
        access === 'public' ||
        (typeof access === 'string' && access in accessRules) ||
        (typeof access === 'object' && access !== null && ('rule' in access || 'ruleOf' in access));
      expect(valid, `${label(endpoint)} declares ${JSON.stringify(access)}`).toBe(true);
    }
  });

  it('keeps the administration API behind the adminUsers rule', () => {
    const adminRoutes = endpoints.filter((e) => /^\/api\/users(\/:id)?$/.test(e.url) && e.method !== 'HEAD');
    expect(adminRoutes.map((e) => [label(e), e.access])).toEqual(
      adminRoutes.map((e) => [label(e), 'adminUsers' satisfies AccessRuleName]),
    );
  });
});

describe('the guard on every non-public API route', () => {
  it('answers 401 ITS_BE_ERROR_UNAUTHENTICATED without a session, before reading any input', async () => {
    const endpoints = guardedApi();
    expect(endpoints.length).toBeGreaterThan(0);
    for (const endpoint of endpoints) {
      const response = await t.call(concretePath(endpoint.url), { method: endpoint.method });
      expect(response.status, label(endpoint)).toBe(401);
      expect((await readAnswer(response)).messageCode, label(endpoint)).toBe('ITS_BE_ERROR_UNAUTHENTICATED');
    }
  });

  it('answers 403 ITS_BE_ERROR_FORBIDDEN to a signed-in user the rule does not admit', async () => {
    const subject = presentUser(powerless);
    const refused = guardedApi().filter((e) => !checkAccess(subject, ruleOf(e)));
    expect(refused.length).toBeGreaterThan(0);
    for (const endpoint of refused) {
      const response = await t.call(concretePath(endpoint.url), { method: endpoint.method, cookie: powerlessCookie });
      expect(response.status, label(endpoint)).toBe(403);
      expect((await readAnswer(response)).messageCode, label(endpoint)).toBe('ITS_BE_ERROR_FORBIDDEN');
    }
  });

  it('lets a signed-in user through a rule that admits everyone signed in (then never a 5xx)', async () => {
    const subject = presentUser(powerless);
    const admitted = guardedApi().filter((e) => checkAccess(subject, ruleOf(e)));
    for (const endpoint of admitted) {
      const status = await statusOf(
        t.call(concretePath(endpoint.url), { method: endpoint.method, cookie: powerlessCookie }),
      );
      expect([401, 403], label(endpoint)).not.toContain(status);
      expect(status, label(endpoint)).toBeLessThan(500);
    }
  });

  it('lets anyone call the public API routes (which answer dummy input without a 5xx)', async () => {
    for (const endpoint of publicApi()) {
      const status = await statusOf(t.call(concretePath(endpoint.url), { method: endpoint.method }));
      expect([401, 403], label(endpoint)).not.toContain(status);
      expect(status, label(endpoint)).toBeLessThan(500);
    }
  });
});

describe('registering a route', () => {
  it('without access fails at startup, directly or inside a plugin', async () => {
    const unstarted = await createTestApp({ database: t.database, listen: false });
    try {
      expect(() => unstarted.app.get('/api/unguarded', async () => ({ leaked: true }))).toThrow(
        'Route GET /api/unguarded declares no access rule',
      );
      expect(() =>
        unstarted.app.get('/api/guarded', { config: { access: 'adminUsers' } }, async () => ({ ok: true })),
      ).not.toThrow();
      unstarted.app.register(async (plugin) => {
        plugin.post('/api/unguarded-in-plugin', async () => ({ leaked: true }));
      });
      await expect(unstarted.app.ready()).rejects.toThrow(/POST \/api\/unguarded-in-plugin declares no access rule/);
    } finally {
      await unstarted.app.close().catch(() => undefined);
    }
  });
});

describe('BYPASS_PERMISSIONS', () => {
  let bypassing: TestApp;
  beforeAll(async () => {
    bypassing = await createTestApp({ database: t.database, env: { BYPASS_PERMISSIONS: '1' } });
  });
  afterAll(async () => {
    await bypassing?.close();
  });

  it('admits a signed-in user to any rule but still needs a session', async () => {
    const cookie = await signIn(bypassing, powerless.email, powerless.password!);
    expect((await bypassing.call('/api/users?limit=1', { cookie })).status).toBe(200);
    expect((await bypassing.call('/api/users?limit=1')).status).toBe(401);
  });

  it('is off by default: the same call is refused by the normal app', async () => {
    const admin = await createAdmin(t.db);
    expect((await t.call('/api/users?limit=1', { cookie: powerlessCookie })).status).toBe(403);
    const adminCookie = await signIn(t, admin.email, admin.password!);
    expect((await t.call('/api/users?limit=1', { cookie: adminCookie })).status).toBe(200);
  });
});
