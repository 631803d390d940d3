import { type AccessRule, type AccessRuleName, accessRules, checkAccess } from '@stride/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../errors.js';

/**
 * Every route declares who may call it: `public`, or a named rule from the domain package, or
 * a rule of its own. Registration fails for a route that declares nothing (deny by default).
 */
export type RouteAccess = 'public' | AccessRuleName | { rule: AccessRule };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Routes that plugins register (API reference) are public by nature. */
const pluginRoutePrefixes = ['/api/docs'];

export const resolveRule = (access: Exclude<RouteAccess, 'public'>): AccessRule =>
  typeof access === 'string' ? accessRules[access] : access.rule;

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
    if (!checkAccess(request.user, resolveRule(access), { bypassPermissions: options.bypassPermissions })) {
      throw forbidden();
    }
  });
};
