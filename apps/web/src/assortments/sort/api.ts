import type {
  Assortment,
  AssortmentBatchAnswer,
  AssortmentWithProducts,
  CustomContent,
  GroupSortBatchRequest,
} from '@stride/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { queryKeys } from '../../shared/api/query-keys';
import { fetchAssortment } from '../grid/api';

/**
 * The assortment for its group sort page, read again on every visit: the grid may have kept a
 * copy in the cache that its own later edits never refreshed. The page keeps its groups itself
 * from then on, so the cache is not refreshed behind its back.
 */
export const useSortAssortment = (id: string) =>
  useQuery({
    queryKey: queryKeys.assortments.detail(id),
    queryFn: ({ signal }) => fetchAssortment(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    retry: false,
  });

/** Reads the assortment again (the reload a refused save offers). */
export const reloadSortAssortment = (queryClient: QueryClient, id: string) =>
  queryClient.fetchQuery({
    queryKey: queryKeys.assortments.detail(id),
    queryFn: ({ signal }) => fetchAssortment(id, signal),
    staleTime: 0,
  });

/** PATCH /api/{orgType}/groupsort/batch/{id}: the whole new order as one batch (spec part 2 §7.3). */
export const saveGroupSort = (orgType: Assortment['orgType'], id: string, request: GroupSortBatchRequest) =>
  api.patch<AssortmentBatchAnswer>(`${orgType}/groupsort/batch/${encodeURIComponent(id)}`, request);

/** PATCH /api/assortments/{id} with the whole custom content list (its previews untouched). */
export const saveCustomContent = (id: string, customContent: CustomContent[]) =>
  api.patch<Assortment>(`assortments/${encodeURIComponent(id)}`, { customContent });

/**
 * Keeps the cached assortment current with what the server stored (rows of a batch answer, a new
 * header), so the grid opened next shows the new order without reading it again.
 */
export const updateCachedAssortment = (
  queryClient: QueryClient,
  id: string,
  change: { header: Partial<Assortment>; products?: AssortmentBatchAnswer['products'] },
) =>
  queryClient.setQueryData<AssortmentWithProducts>(queryKeys.assortments.detail(id), (cached) => {
    if (!cached) return cached;
    const stored = new Map((change.products ?? []).map((product) => [product.id, product]));
    const products = cached.products.map((product) => stored.get(product.id) ?? product);
    return {
      ...cached,
      ...change.header,
      products: stored.size > 0 ? products.sort((a, b) => a.sortOrder - b.sortOrder) : cached.products,
    };
  });
