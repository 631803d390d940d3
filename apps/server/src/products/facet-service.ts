import {
  filtersWithoutFacet,
  type ProductFacetRequest,
  type ProductFacets,
  type SearchLocationUser,
} from '@stride/domain';
import type { ProductFacetRepository } from './facet-repository.js';
import { buildProductQuery } from './product-query.js';

/**
 * Filter options narrowed by the search (spec part 2 §7.2 options calls). Each key is counted
 * without its own condition, so a multi-select keeps offering its other values.
 */
export const createProductFacetService = (deps: { facets: ProductFacetRepository; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());
  return {
    facets: async (request: ProductFacetRequest, user: SearchLocationUser): Promise<ProductFacets> => {
      const answer: ProductFacets = {};
      // One after another: PGlite has one connection, and a pool gains little on a handful of keys.
      for (const key of new Set(request.keys)) {
        const filters = filtersWithoutFacet(request.query.filters, key);
        answer[key] = await deps.facets.facet(key, buildProductQuery({ ...request.query, filters }, user, now()));
      }
      return answer;
    },
  };
};

export type ProductFacetService = ReturnType<typeof createProductFacetService>;
