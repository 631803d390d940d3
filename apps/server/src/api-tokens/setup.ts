import type { AuditLog } from '../audit/audit-log.js';
import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { registerBearerAuth } from './bearer-auth.js';
import { createApiTokensRepository } from './repository.js';
import { registerApiTokenRoutes } from './routes.js';
import { createApiTokensService } from './service.js';

/**
 * Personal access tokens (issue 26): the bearer authentication hook, registered right after the
 * session loader so every other feature's routes see a token's owner as `request.user`, and the
 * calls that create, list and revoke tokens.
 */
export const setupApiTokens = (app: App, deps: { db: Database; config: AppConfig; audit: AuditLog }) => {
  const service = createApiTokensService({
    db: deps.db,
    tokens: createApiTokensRepository(deps.db),
    audit: deps.audit,
  });
  registerBearerAuth(app, service, deps.config.apiTokenRateLimit);
  registerApiTokenRoutes(app, service);
};
