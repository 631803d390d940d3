import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { createUsersRepository } from './repository.js';
import { registerUserRoutes } from './routes.js';
import { createUsersService, type UserApprovedHook } from './service.js';

/** Wires the user administration calls; approvals and access changes call back into accounts and sessions. */
export const setupUsers = (
  app: App,
  deps: {
    db: Database;
    config: AppConfig;
    onApproved: UserApprovedHook;
    onAccessChanged: (userId: string) => void;
  },
) =>
  registerUserRoutes(
    app,
    createUsersService({
      users: createUsersRepository(deps.db),
      onApproved: deps.onApproved,
      onAccessChanged: deps.onAccessChanged,
    }),
    deps.config,
  );
