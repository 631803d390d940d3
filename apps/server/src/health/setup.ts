import type { DatabaseHandle } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { registerHealthRoutes } from './routes.js';

/** Wires the liveness, readiness and version calls. */
export const setupHealth = (app: App, deps: { database: DatabaseHandle; version: string }) =>
  registerHealthRoutes(app, deps.database, deps.version);
