import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { createDashboardRepository } from './repository.js';
import { registerDashboardRoutes } from './routes.js';
import { createDashboardService } from './service.js';

/** Wires the dashboard's "New for you" feed. */
export const setupDashboard = (app: App, deps: { db: Database; bypassPermissions: boolean }) =>
  registerDashboardRoutes(app, {
    service: createDashboardService({
      repository: createDashboardRepository(deps.db),
      bypassPermissions: deps.bypassPermissions,
    }),
  });
