import { loginRequestSchema, userSchema } from '@stride/domain';
import { z } from 'zod';
import type { AppConfig } from '../platform/config.js';
import { AppError } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './cookie.js';
import type { SessionService } from './service.js';

/** Reads the session cookie of every API request into request.user. */
export const registerSessionLoader = (app: App, service: SessionService) => {
  app.decorateRequest('user', null);
  app.decorateRequest('currentSession', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
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
      config: {
        access: 'public',
        rateLimit: {
          max: config.loginRateLimit.max,
          timeWindow: config.loginRateLimit.windowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${(request.body as { email?: string } | undefined)?.email ?? ''}`,
        },
      },
      schema: {
        tags: ['session'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: userSchema },
      },
    },
    async (request, reply) => {
      const { token, user } = await service.login(request.body.email, request.body.password);
      setSessionCookie(reply, token, config.cookieSecure);
      return user;
    },
  );

  app.get(
    '/api/users/ping',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['session'], summary: 'Keep the session alive', response: { 200: userSchema } },
    },
    async (request) => request.user!,
  );

  app.get(
    '/api/users/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['session'], summary: 'End the session', response: { 200: z.object({ message: z.string() }) } },
    },
    async (request, reply) => {
      if (request.currentSession) await service.end(request.currentSession.tokenHash);
      clearSessionCookie(reply, config.cookieSecure);
      return { message: 'Success' };
    },
  );
};

export const rateLimitErrorBuilder = (_request: unknown, context: { after: string }) =>
  new AppError(429, 'ITS_BE_ERROR_RATE_LIMITED', `Too many attempts. Please try again in ${context.after}.`, {
    retryAfter: context.after,
  });
