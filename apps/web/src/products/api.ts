import type {
  ProductFacetKey,
  ProductFacetRequest,
  ProductFacets,
  ProductSearchRequest,
  ProductSummary,
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
