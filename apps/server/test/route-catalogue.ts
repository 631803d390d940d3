import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { type RouteAccess, resolveRule } from '../src/platform/http/route-access.js';

/**
 * The routes an app registers, as its access tests see them. A test file records them by
 * replacing fastify (which isolates the file, see scripts/vitest-projects.mjs):
 *
 *   vi.mock('fastify', async (importOriginal) =>
 *     (await import('../../../test/route-catalogue.js')).recordingFastify(await importOriginal()));
 */
const routesByApp = new Map<unknown, RouteOptions[]>();

/** fastify whose apps record every route, by an onRoute hook added before any plugin or feature. */
export const recordingFastify = (actual: typeof import('fastify')) => {
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
};

export type Endpoint = {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** Left out of the OpenAPI document (`schema.hide`). */
  hidden: boolean;
};

/** Every method of every route `app` registered; empty unless fastify was replaced by recordingFastify. */
export const endpointsOf = (app: unknown): Endpoint[] =>
  (routesByApp.get(app) ?? []).flatMap((route) =>
    [route.method].flat().map((method) => ({
      method,
      url: route.url,
      access: (route.config as { access?: RouteAccess } | undefined)?.access,
      hidden: (route.schema as { hide?: boolean } | undefined)?.hide === true,
    })),
  );

export const label = (endpoint: { method: string; url: string }) => `${endpoint.method} ${endpoint.url}`;

/** The API routes a client calls (Fastify's implicit HEAD routes left out). */
export const apiEndpoints = (endpoints: Endpoint[]) =>
  endpoints.filter((e) => e.url.startsWith('/api/') && e.method !== 'HEAD');

export const DUMMY_ID = '00000000-0000-4000-8000-000000000000';

/** The value a path parameter is called with, by its name. */
export type ParamValue = (name: string) => string;

/** A library's name where a route takes one (its rule depends on it), a valid uuid elsewhere. */
export const dummyParamValue: ParamValue = (name) =>
  name === 'libraryType' || name === 'manageType' ? 'AdvertisingAsset' : DUMMY_ID;

const paramPattern = /:([A-Za-z0-9_]+)(\([^)]*\))?/g;

/** The names of a route's path parameters, in order. */
export const paramNames = (url: string): string[] => [...url.matchAll(paramPattern)].map(([, name]) => name!);

/** A concrete path for a route: every parameter filled in, a wildcard a plain segment. */
export const concretePath = (url: string, paramValue: ParamValue = dummyParamValue) =>
  url.replace(paramPattern, (_, name: string) => encodeURIComponent(paramValue(name))).replace(/\*/g, 'x');

/** The request the guard sees for a concrete path called without a query or body. */
export const requestOf = (url: string, paramValue: ParamValue = dummyParamValue) => ({
  params: Object.fromEntries(paramNames(url).map((name) => [name, paramValue(name)])),
  query: {},
  body: undefined,
});

/** The rule the guard applies to a non-public endpoint called at its concrete path. */
export const ruleOf = (endpoint: Endpoint, paramValue: ParamValue = dummyParamValue) =>
  resolveRule(endpoint.access as Exclude<RouteAccess, 'public'>, requestOf(endpoint.url, paramValue));
