import { type AssetFacetRequest, type AssetFacets, assetFiltersWithoutFacet, type LibraryType } from '@stride/domain';
import type { AssetFacetRepository } from './facet-repository.js';

/**
 * Asset filter options (POST /api/options/data/{libraryType}), narrowed by the other filters:
 * each key is counted without its own condition, so a multi-select keeps its other values.
 */
export const createAssetFacetService = (deps: { facets: AssetFacetRepository }) => ({
  facets: async (libraryType: LibraryType, request: AssetFacetRequest): Promise<AssetFacets> => {
    const answer: AssetFacets = {};
    for (const key of new Set(request.keys)) {
      const filters = assetFiltersWithoutFacet(request.query.filters, key);
      answer[key] = await deps.facets.facet(key, { libraryType, manage: request.query.manage, filters });
    }
    return answer;
  },
});

export type AssetFacetService = ReturnType<typeof createAssetFacetService>;
