import type { AuditLog } from '../audit/audit-log.js';
import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { createUsersRepository } from './repository.js';
import { registerUserRoutes } from './routes.js';
import { createUsersService, type UserApprovedHook } from './service.js';

/** Wires the user administration calls; approvals and access changes call back into accounts and sessions. */
export const setupUsers = (
  app: App,
  deps: {
    db: Database;
    config: AppConfig;
    audit: AuditLog;
    onApproved: UserApprovedHook;
    onAccessChanged: (userId: string) => void;
    publish: WebhookPublisher;
  },
) =>
  registerUserRoutes(
    app,
    createUsersService({
      db: deps.db,
      users: createUsersRepository(deps.db),
      audit: deps.audit,
      onApproved: deps.onApproved,
      onAccessChanged: deps.onAccessChanged,
      publish: deps.publish,
    }),
    deps.config,
  );
