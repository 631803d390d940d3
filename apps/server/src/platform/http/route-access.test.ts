import { type AccessRuleName, accessRules, checkAccess } from '@stride/domain';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, readAnswer, signIn, type TestApp } from '../../../test/test-app.js';
import { presentUser } from '../../users/presenter.js';
import { type RouteAccess, resolveRule } from './route-access.js';

/** Every route each app registers, seen by an onRoute hook added before any plugin or feature. */
const routesByApp = vi.hoisted(() => new Map<unknown, RouteOptions[]>());

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const createRecordingApp = (options?: FastifyServerOptions) => {
    const app: FastifyInstance = actual.default(options);
    const routes: RouteOptions[] = [];
    routesByApp.set(app, routes);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  };
  return { ...actual, default: createRecordingApp, fastify: createRecordingApp };
});

type Endpoint = { method: string; url: string; access: RouteAccess | undefined };

let t: TestApp;
let endpoints: Endpoint[];
let powerless: TestUser;
let powerlessCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const routes = routesByApp.get(t.app) ?? [];
  endpoints = routes.flatMap((route) =>
    [route.method].flat().map((method) => ({
      method,
      url: route.url,
      access: (route.config as { access?: RouteAccess } | undefined)?.access,
    })),
  );
  powerless = await createUser(t.db, { permissions: [] });
  powerlessCookie = await signIn(t, powerless.email, powerless.password!);
});
afterAll(async () => {
  await t?.close();
});

const DUMMY_ID = '00000000-0000-4000-8000-000000000000';
/** A library's name where a route takes one (its rule depends on it), a valid uuid elsewhere. */
const paramValue = (name: string) => (name === 'libraryType' || name === 'manageType' ? 'AdvertisingAsset' : DUMMY_ID);
const paramPattern = /:([A-Za-z0-9_]+)(\([^)]*\))?/g;
/** A concrete path for a route: every parameter filled in, a wildcard a plain segment. */
const concretePath = (url: string) =>
  url.replace(paramPattern, (_, name: string) => paramValue(name)).replace(/\*/g, 'x');
/** The request the guard sees for a concrete path called without a query or body. */
const requestOf = (url: string) => ({
  params: Object.fromEntries([...url.matchAll(paramPattern)].map(([, name]) => [name!, paramValue(name!)])),
  query: {},
  body: undefined,
});
const ruleOf = (endpoint: Endpoint) =>
  resolveRule(endpoint.access as Exclude<RouteAccess, 'public'>, requestOf(endpoint.url));

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.url}`;
const guardedApi = () =>
  endpoints.filter((e) => e.url.startsWith('/api/') && e.method !== 'HEAD' && e.access !== 'public');
const publicApi = () =>
  endpoints.filter((e) => e.url.startsWith('/api/') && e.method !== 'HEAD' && e.access === 'public');

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
      const response = await t.call(concretePath(endpoint.url), { method: endpoint.method, cookie: powerlessCookie });
      expect([401, 403], label(endpoint)).not.toContain(response.status);
      expect(response.status, label(endpoint)).toBeLessThan(500);
    }
  });

  it('lets anyone call the public API routes (which answer dummy input without a 5xx)', async () => {
    for (const endpoint of publicApi()) {
      const response = await t.call(concretePath(endpoint.url), { method: endpoint.method });
      expect([401, 403], label(endpoint)).not.toContain(response.status);
      expect(response.status, label(endpoint)).toBeLessThan(500);
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
