import { z } from 'zod';
import { facetValueSchema } from '../products/facets.js';
import { assetFilterKeys } from './asset-filter-keys.js';
import { type AssetFilters, assetFiltersSchema } from './asset-query.js';
import { assetStates } from './library-types.js';

/**
 * Asset fields whose choices POST /api/options/data/{libraryType} lists with their counts: the
 * filters, plus the per-library columns an editor picks from (spec part 1 §3 per library).
 */
const assetFacetKeys = [
  ...assetFilterKeys,
  'docType',
  'divisionId',
  'region',
  'tag',
  'status',
  'orientation',
  'productSubType',
  'usage',
  'vmCategory',
  'mediaDisplay',
  'element',
  'function',
] as const;
export type AssetFacetKey = (typeof assetFacetKeys)[number];

export const assetFacetRequestSchema = z.object({
  keys: z.array(z.enum(assetFacetKeys)).min(1).max(assetFacetKeys.length),
  query: z.object({ filters: assetFiltersSchema.default({}), manage: z.enum(assetStates).optional() }).default({
    filters: {},
  }),
});
export type AssetFacetRequest = z.infer<typeof assetFacetRequestSchema>;

export const assetFacetsSchema = z.partialRecord(z.enum(assetFacetKeys), z.array(facetValueSchema));
export type AssetFacets = z.infer<typeof assetFacetsSchema>;

/** The filters without a facet's own condition, so a multi-select keeps offering its other values. */
export const assetFiltersWithoutFacet = (filters: AssetFilters, key: AssetFacetKey): AssetFilters => {
  const { [key as keyof AssetFilters]: _left, ...rest } = filters;
  return rest;
};
