import type { AuditLog } from '../audit/audit-log.js';
import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { SessionService } from '../sessions/service.js';
import { createUsersRepository } from '../users/repository.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { createSsoLoginAttemptsRepository } from './login-attempts-repository.js';
import { createOidcClient } from './oidc-client.js';
import { createSsoRegistrationService } from './registration-service.js';
import { createSsoRegistrationsRepository } from './registrations-repository.js';
import { registerSsoRoutes } from './routes.js';
import { createSsoService } from './service.js';

/** Wires the single sign-on feature; the provider is only contacted on the first sign-in. */
export const setupSingleSignOn = (
  app: App,
  deps: {
    config: AppConfig;
    db: Database;
    sessions: SessionService;
    mailer: Mailer;
    audit: AuditLog;
    publish: WebhookPublisher;
  },
) => {
  const users = createUsersRepository(deps.db);
  const registrations = createSsoRegistrationsRepository(deps.db);
  const sso = createSsoService({
    oidc: deps.config.oidc && createOidcClient(deps.config.oidc),
    attempts: createSsoLoginAttemptsRepository(deps.db),
    registrations,
    users,
    sessions: deps.sessions,
    audit: deps.audit,
    publish: deps.publish,
  });
  const registration = createSsoRegistrationService({
    db: deps.db,
    users,
    registrations,
    mailer: deps.mailer,
  });
  registerSsoRoutes(app, { sso, registrations: registration, config: deps.config });
};
