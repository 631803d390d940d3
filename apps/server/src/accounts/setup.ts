import type { AuditLog } from '../audit/audit-log.js';
import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { SessionsSetup } from '../sessions/setup.js';
import { createUsersRepository } from '../users/repository.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { createAccountCodesRepository } from './codes-repository.js';
import { registerAccountRoutes } from './routes.js';
import { createAccountsService } from './service.js';

/** Wires the public account flows; answers the service whose welcome mail the users feature sends. */
export const setupAccounts = (
  app: App,
  deps: {
    db: Database;
    config: AppConfig;
    mailer: Mailer;
    sessions: SessionsSetup;
    audit: AuditLog;
    publish: WebhookPublisher;
  },
) => {
  const accounts = createAccountsService({
    db: deps.db,
    users: createUsersRepository(deps.db),
    codes: createAccountCodesRepository(deps.db),
    sessions: deps.sessions.repository,
    mailer: deps.mailer,
    audit: deps.audit,
    publish: deps.publish,
  });
  registerAccountRoutes(app, { accounts, sessions: deps.sessions.service, config: deps.config });
  return accounts;
};
