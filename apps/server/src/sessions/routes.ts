import { normalizeIP } from '@fastify/rate-limit';
import { loginRequestSchema, userSchema } from '@stride/domain';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-log.js';
import type { AppConfig } from '../platform/config.js';
import type { App } from '../platform/http/app-types.js';
import { bearerTokenOf } from '../platform/http/bearer-call.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './cookie.js';
import type { SessionService } from './service.js';
import { SignInThrottled } from './sign-in-throttle.js';

/** Reads the session cookie of every API request without an API token into request.user. */
export const registerSessionLoader = (app: App, service: SessionService) => {
  app.decorateRequest('user', null);
  app.decorateRequest('currentSession', null);
  app.addHook('onRequest', async (request) => {
    // A call with an API token is that token's alone (api-tokens/), whatever cookie it carries.
    if (!request.url.startsWith('/api/') || bearerTokenOf(request) !== undefined) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const resolved = await service.resolve(token);
    if (!resolved) return;
    request.user = resolved.user;
    request.currentSession = resolved.session;
  });
};

export const registerSessionRoutes = (app: App, service: SessionService, config: AppConfig) => {
  app.post(
    '/api/users/session',
    {
      // Throttled by failed sign-ins (the service's throttle), not by the rate limit of every attempt.
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: userSchema },
      },
    },
    async (request, reply) => {
      try {
        // As the rate limits key addresses: an IPv6 caller by its /64 network, which one host may hold whole.
        const throttleKey = normalizeIP(request.ip);
        const { token, user } = await service.login(request.body.email, request.body.password, {
          throttleKey,
          address: request.ip,
        });
        setSessionCookie(reply, token, config.cookieSecure);
        return user;
      } catch (error) {
        if (error instanceof SignInThrottled) reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      }
    },
  );

  app.get(
    '/api/users/ping',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['session'], summary: 'Keep the session alive', response: { 200: userSchema } },
    },
    async (request) => signedInUser(request),
  );

  app.get(
    '/api/users/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['session'], summary: 'End the session', response: { 200: z.object({ message: z.string() }) } },
    },
    async (request, reply) => {
      if (request.currentSession) await service.end(request.currentSession.tokenHash, auditContextOf(request));
      clearSessionCookie(reply, config.cookieSecure);
      // The browser keeps the person's answers to revalidate (platform/http/conditional-read.ts):
      // signing out drops them, so the next person at this browser finds none.
      reply.header('clear-site-data', '"cache"');
      return { message: 'Success' };
    },
  );
};
