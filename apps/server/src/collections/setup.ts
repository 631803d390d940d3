import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { createCollectionsRepository } from './repository.js';
import { registerCollectionRoutes } from './routes.js';
import { createCollectionsService } from './service.js';

/** Wires each user's collections. */
export const setupCollections = (app: App, deps: { db: Database }) =>
  registerCollectionRoutes(app, {
    collections: createCollectionsService({ collections: createCollectionsRepository(deps.db) }),
  });
