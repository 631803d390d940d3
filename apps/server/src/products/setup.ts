import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Storage } from '../platform/storage/storage.js';
import { createProductFacetRepository } from './facet-repository.js';
import { registerProductFacetRoutes } from './facet-routes.js';
import { createProductFacetService } from './facet-service.js';
import { createProductImageService } from './image-service.js';
import { createProductsRepository } from './repository.js';
import { registerProductRoutes } from './routes.js';
import { createProductSearchRepository } from './search-repository.js';
import { registerProductSearchRoutes } from './search-routes.js';
import { createProductSearchService } from './search-service.js';
import { registerTearsheetRoutes } from './tearsheet-routes.js';
import { createTearsheetService } from './tearsheet-service.js';

/** Wires the products feature into the app; answers the image and search services other features use. */
export const setupProducts = (app: App, deps: { db: Database; storage: Storage }) => {
  const products = createProductsRepository(deps.db);
  const images = createProductImageService({ products, storage: deps.storage });
  registerProductRoutes(app, { images });
  registerTearsheetRoutes(app, { tearsheets: createTearsheetService({ products, images }) });
  const search = createProductSearchService({ search: createProductSearchRepository(deps.db) });
  registerProductSearchRoutes(app, { search });
  registerProductFacetRoutes(app, {
    facets: createProductFacetService({ facets: createProductFacetRepository(deps.db) }),
  });
  return { images, search };
};
