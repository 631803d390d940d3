import { z } from 'zod';
import { libraryTypes } from '../assets/library-types.js';
import { orgTypes } from '../seasons/season.js';
import { type ProductFilterKey, productFilterKeysOf } from './filter-bar.js';
import { type ProductSearchFilters, productSearchRequestSchema } from './search.js';

/** The filter keys whose choices come from the catalogue, each with how many products it would leave. */
export const productFacetKeys = [
  'keyInitiative',
  'division',
  'gender',
  'color1',
  'color2',
  'color3',
  'material1',
  'material2',
  'material3',
  'features',
  'type',
  'shape',
  'height',
  'closure',
  'sport',
  'width',
  'apparelType',
  'apparelSubType',
  'seasonCode',
  'popType',
  'popMaterial',
  'popCategory',
  'popGender',
  'popUsage',
] as const satisfies readonly ProductFilterKey[];
export type ProductFacetKey = (typeof productFacetKeys)[number];

/** Libraries whose filter options POST /api/options/data/{libraryType}[/{orgType}] serves. */
const optionLibraryTypes = ['products', ...libraryTypes] as const;
export const optionLibraryParamsSchema = z.object({
  libraryType: z.enum(optionLibraryTypes),
  orgType: z.enum(orgTypes).optional(),
});

/**
 * The requested option keys and the search they narrow to. Each key's counts leave that key's
 * own column out of the search, so the other values of a multi-select stay on offer.
 */
export const productFacetRequestSchema = z.object({
  keys: z.array(z.enum(productFacetKeys)).min(1).max(productFacetKeys.length),
  query: productSearchRequestSchema.pick({
    productType: true,
    locationCode: true,
    region: true,
    lineStatus: true,
    filters: true,
  }),
});
export type ProductFacetRequest = z.infer<typeof productFacetRequestSchema>;

export const facetValueSchema = z.object({ value: z.string(), count: z.number().int().min(0) });
export type FacetValue = z.infer<typeof facetValueSchema>;
export const productFacetsSchema = z.partialRecord(z.enum(productFacetKeys), z.array(facetValueSchema));
export type ProductFacets = z.infer<typeof productFacetsSchema>;

const componentFacets = new Set<string>(productFilterKeysOf('components'));
const categoryFacets = new Set<string>(productFilterKeysOf('categories'));

const without = <T extends Record<string, unknown>>(group: T | undefined, key: string): T | undefined => {
  if (!group) return undefined;
  const { [key]: _left, ...rest } = group;
  return Object.keys(rest).length > 0 ? (rest as T) : undefined;
};

/** The filters with a facet's own condition left out, so its counts show every value the others allow. */
export const filtersWithoutFacet = (filters: ProductSearchFilters, key: ProductFacetKey): ProductSearchFilters => {
  if (componentFacets.has(key)) return { ...filters, components: without(filters.components, key) };
  if (categoryFacets.has(key)) return { ...filters, categories: without(filters.categories, key) };
  const { [key as keyof ProductSearchFilters]: _left, ...rest } = filters;
  return rest as ProductSearchFilters;
};
