import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Storage } from '../platform/storage/storage.js';
import { createProductImageService } from './image-service.js';
import { createProductsRepository } from './repository.js';
import { registerProductRoutes } from './routes.js';
import { createProductSearchRepository } from './search-repository.js';
import { registerProductSearchRoutes } from './search-routes.js';
import { createProductSearchService } from './search-service.js';

/** Wires the products feature into the app. */
export const setupProducts = (app: App, deps: { db: Database; storage: Storage }) => {
  const products = createProductsRepository(deps.db);
  registerProductRoutes(app, { images: createProductImageService({ products, storage: deps.storage }) });
  registerProductSearchRoutes(app, {
    search: createProductSearchService({ search: createProductSearchRepository(deps.db) }),
  });
};
