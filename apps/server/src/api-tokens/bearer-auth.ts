import type { AppConfig } from '../platform/config.js';
import { AppError } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { bearerTokenOf, isReadCall } from '../platform/http/bearer-call.js';
import { tooManyAttempts } from '../platform/http/rate-limit-store.js';
import type { ApiTokensService } from './service.js';

const readOnlyToken = () =>
  new AppError(403, 'ITS_BE_ERROR_FORBIDDEN', 'This API token may only read; this call changes data.');

/** The rate limit's wait in the words its other refusals use ("Too many attempts. Please try again in …"). */
const waitInWords = (seconds: number) => (seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/**
 * Authenticates `Authorization: Bearer <token>` calls as the token's owner: `request.user` is the
 * person as they are now (route access then applies their permissions, never more), and
 * `request.apiToken` says which token and what it may do. A read token's write is refused, every
 * token has its own rate limit in the shared store, and no cookie leaves with the answer, so a
 * token never opens a browser session.
 */
export const registerBearerAuth = (app: App, service: ApiTokensService, limit: AppConfig['apiTokenRateLimit']) => {
  app.decorateRequest('apiToken', null);
  const limitPerToken = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `api-token:${request.apiToken?.id}`,
  });

  app.addHook('onRequest', async (request, reply) => {
    const token = bearerTokenOf(request);
    if (token === undefined) return;
    const { user, apiToken } = await service.authenticate(token);
    request.user = user;
    request.apiToken = apiToken;
    // An unknown path still answers 404, whatever the method.
    if (apiToken.access === 'read' && !request.is404 && !isReadCall(request)) throw readOnlyToken();
    const counted = await limitPerToken(request);
    if (!counted.isAllowed && counted.isExceeded) {
      reply.header('retry-after', counted.ttlInSeconds);
      throw tooManyAttempts(waitInWords(counted.ttlInSeconds));
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.apiToken) reply.removeHeader('set-cookie');
  });
};
