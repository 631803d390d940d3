import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { createUsersRepository } from '../users/repository.js';
import { createCoordinatorAssignmentsRepository } from './repository.js';
import { registerCoordinatorAssignmentRoutes } from './routes.js';
import { createCoordinatorAssignmentsService } from './service.js';

/** Wires the senior coordinators' list of who coordinates which orders. */
export const setupCoordinatorAssignments = (app: App, deps: { db: Database }) =>
  registerCoordinatorAssignmentRoutes(app, {
    service: createCoordinatorAssignmentsService({
      users: createUsersRepository(deps.db),
      assignments: createCoordinatorAssignmentsRepository(deps.db),
    }),
  });
