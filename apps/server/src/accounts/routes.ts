import { accessRequestSchema, passwordResetRequestSchema, setPasswordRequestSchema, userSchema } from '@stride/domain';
import { z } from 'zod';
import type { AppConfig } from '../platform/config.js';
import { type App, publicOrigin } from '../platform/http/app-types.js';
import { setSessionCookie } from '../sessions/cookie.js';
import type { SessionService } from '../sessions/service.js';
import type { AccountsService } from './service.js';

const messageAnswer = z.object({ message: z.string(), messageCode: z.string() });
const codeParams = z.object({ userId: z.uuid(), code: z.string().min(10).max(100) });

/** Public account flows: request access, confirm e-mail, reset and set password. */
export const registerAccountRoutes = (
  app: App,
  deps: { accounts: AccountsService; sessions: SessionService; config: AppConfig },
) => {
  const { accounts, config } = deps;
  const limited = { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.windowMs };

  app.post(
    '/api/users/access-request',
    {
      config: { access: 'public', rateLimit: limited },
      schema: { tags: ['accounts'], body: accessRequestSchema, response: { 200: messageAnswer } },
    },
    async (request) => {
      await accounts.requestAccess(request.body, publicOrigin(request, config.publicUrl), request.ip);
      return {
        messageCode: 'ITS_BE_INFO_VERIFICATION_SENT',
        message: 'We sent you a verification e-mail. After you confirm it, an administrator reviews your request.',
      };
    },
  );

  app.get(
    '/api/users/confirm-email/:userId/:code',
    { config: { access: 'public' }, schema: { tags: ['accounts'], params: codeParams } },
    async (request, reply) => {
      const { userId, code } = request.params;
      const confirmed = await accounts.confirmEmail(userId, code, publicOrigin(request, config.publicUrl));
      return reply.redirect(`/confirm-email/${confirmed ? 'confirmed' : 'invalid'}`);
    },
  );

  app.post(
    '/api/users/password-reset',
    {
      config: { access: 'public', rateLimit: limited },
      schema: { tags: ['accounts'], body: passwordResetRequestSchema, response: { 200: messageAnswer } },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email, publicOrigin(request, config.publicUrl));
      return {
        messageCode: 'ITS_BE_INFO_RESET_SENT',
        message: 'If an account exists for this address, we sent it a link to reset the password.',
      };
    },
  );

  app.get(
    '/api/users/set-password/:userId/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        params: codeParams,
        response: { 200: z.object({ email: z.string(), name: z.string() }) },
      },
    },
    async (request) => accounts.checkSetPasswordCode(request.params.userId, request.params.code),
  );

  app.post(
    '/api/users/set-password/:userId/:code',
    {
      config: { access: 'public', rateLimit: limited },
      schema: { tags: ['accounts'], params: codeParams, body: setPasswordRequestSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      const { userId, code } = request.params;
      const user = await accounts.setPassword(userId, code, request.body.password, request.ip);
      const { token, user: presented } = await deps.sessions.start(user, 'local', request.ip);
      setSessionCookie(reply, token, config.cookieSecure);
      return presented;
    },
  );
};
