import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { createStatsRepository } from './repository.js';
import { registerStatsRoutes } from './routes.js';
import { createStatsService } from './service.js';

/** Wires the usage statistics the client reports. */
export const setupStats = (app: App, deps: { db: Database }) =>
  registerStatsRoutes(app, { stats: createStatsService({ stats: createStatsRepository(deps.db) }) });
