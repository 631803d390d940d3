import { optionLibraryParamsSchema, productFacetRequestSchema, productFacetsSchema } from '@stride/domain';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { ProductFacetService } from './facet-service.js';

/** POST /api/options/data/products[/{orgType}]: the product filters' options with their counts. */
export const registerProductFacetRoutes = (app: App, deps: { facets: ProductFacetService }) => {
  for (const path of ['/api/options/data/products', '/api/options/data/products/:orgType']) {
    app.post(
      path,
      {
        config: { access: 'viewProducts' },
        schema: {
          tags: ['options'],
          summary: 'Product filter options, each value with the number of products it would leave',
          params: optionLibraryParamsSchema.omit({ libraryType: true }),
          body: productFacetRequestSchema,
          response: { 200: productFacetsSchema },
        },
      },
      async (request) => deps.facets.facets(request.body, signedInUser(request)),
    );
  }
};
