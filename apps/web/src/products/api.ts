import {
  PRODUCT_SEARCH_LIMIT,
  type ProductFacetKey,
  type ProductFacetRequest,
  type ProductFacets,
  type ProductSearchRequest,
  type ProductSummary,
  type ProductType,
  type ProductValidationAnswer,
} from '@stride/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

export type ProductPage = { totalCount?: number; data: ProductSummary[] };
export type ProductSearchQuery = Omit<ProductSearchRequest, 'skip' | 'limit' | 'options'>;

/** One page of a product search as grid rows (summaries); the first page also asks for the total count. */
export const fetchProductPage = (
  query: ProductSearchQuery,
  page: { skip: number; limit: number },
  signal?: AbortSignal,
): Promise<ProductPage> =>
  api.post<ProductPage>(
    'products/fetch',
    { ...query, ...page, options: { totalCount: page.skip === 0, summary: true } },
    { signal },
  );

/** The choices of the open panel's filters, with the count each would leave (facets). */
export const useProductFacets = (
  query: ProductFacetRequest['query'],
  keys: readonly ProductFacetKey[],
  enabled: boolean,
) =>
  useQuery({
    queryKey: queryKeys.products.facets(query, keys),
    queryFn: ({ signal }) => api.post<ProductFacets>('options/data/products', { keys, query }, { signal }),
    enabled: enabled && keys.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Styles starting with the typed text, for the ids filter. */
export const useStyleSuggestions = (text: string) =>
  useQuery({
    queryKey: queryKeys.products.styleSuggestions(text),
    queryFn: ({ signal }) =>
      api.post<{ data: string[] }>(`products/autocomplete/styles/${encodeURIComponent(text)}`, {}, { signal }),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * Style-colours checked against the catalogue (found, not found, other product type), in calls
 * of at most PRODUCT_SEARCH_LIMIT: an assortment holds up to ten times that.
 */
export const validateProducts = async (
  productType: ProductType,
  products: readonly { style: string; color: string }[],
  signal?: AbortSignal,
  options: {
    /** With a location, each answer carries the line status there (imports). */
    locationCode?: string;
    /** Hears how many were checked so far, after each call. */
    onChecked?: (checked: number) => void;
    /** With it, a call that fails hands its rows here and the others still answer (imports). */
    onFailed?: (rows: readonly { style: string; color: string }[]) => void;
  } = {},
): Promise<ProductValidationAnswer['data']> => {
  const chunks: (typeof products)[] = [];
  for (let start = 0; start < products.length; start += PRODUCT_SEARCH_LIMIT)
    chunks.push(products.slice(start, start + PRODUCT_SEARCH_LIMIT));
  let checked = 0;
  const answers = await Promise.all(
    chunks.map(async (chunk) => {
      try {
        const answer = await api.post<ProductValidationAnswer>(
          'products/validate',
          { productType, products: chunk, locationCode: options.locationCode },
          { signal },
        );
        return answer.data;
      } catch (error) {
        if (!options.onFailed || signal?.aborted) throw error;
        options.onFailed(chunk);
        return [];
      } finally {
        checked += chunk.length;
        options.onChecked?.(checked);
      }
    }),
  );
  return answers.flat();
};
