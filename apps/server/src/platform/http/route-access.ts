import { type AccessRule, type AccessRuleName, accessRules, checkAccess } from '@stride/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../errors.js';

/**
 * Every route declares who may call it: `public`, or a named rule from the domain package, or
 * a rule of its own. Registration fails for a route that declares nothing (deny by default).
 */
export type RouteAccess =
  | 'public'
  | AccessRuleName
  | { rule: AccessRule }
  /** A rule chosen by what the request names (a library in its path, say); undefined: signed in. */
  | { ruleOf: (request: RawRequestInput) => AccessRule | undefined };

/** What a rule may read of a request before validation: its path, query and body, as sent. */
export type RawRequestInput = { params: unknown; query: unknown; body: unknown };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** A field of a raw (unvalidated) path, query or body; undefined when it is not an object. */
export const rawField = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** Routes that plugins register (API reference) are public by nature. */
const pluginRoutePrefixes = ['/api/docs'];

export const resolveRule = (access: Exclude<RouteAccess, 'public'>, request: RawRequestInput): AccessRule => {
  if (typeof access === 'string') return accessRules[access];
  // A request naming nothing the rule knows needs a session only; validation then refuses it.
  return 'rule' in access ? access.rule : (access.ruleOf(request) ?? accessRules.signedIn);
};

export const registerRouteAccess = (app: FastifyInstance, options: { bypassPermissions: boolean }) => {
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: RouteAccess };
    if (config.access) return;
    if (pluginRoutePrefixes.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...config, access: 'public' };
      return;
    }
    throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
  });

  // Before validation, so a caller without access learns nothing about a route's input schema.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    // Fastify runs route hooks for its not-found handler too; an unknown path answers 404.
    if (access === 'public' || request.is404) return;
    if (!access) throw forbidden();
    if (!request.user) throw unauthenticated();
    if (!checkAccess(request.user, resolveRule(access, request), { bypassPermissions: options.bypassPermissions })) {
      throw forbidden();
    }
  });
};
