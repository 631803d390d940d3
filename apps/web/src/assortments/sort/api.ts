import {
  type Assortment,
  type AssortmentBatchAnswer,
  type AssortmentWithProducts,
  type CustomContent,
  type GroupSortBatchRequest,
  groupSortBatchRequestSchema,
} from '@stride/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { checkedRequest } from '../../shared/api/checked-request';
import { queryKeys } from '../../shared/api/query-keys';
import { type AssortmentRef, patchAssortment } from '../grid/api';

/** PATCH /api/{orgType}/groupsort/batch/{id}: the whole new order as one batch (spec part 2 §7.3). */
export const saveGroupSort = ({ _id, orgType }: AssortmentRef, request: GroupSortBatchRequest) =>
  api.patch<AssortmentBatchAnswer>(
    `${orgType}/groupsort/batch/${encodeURIComponent(_id)}`,
    checkedRequest(groupSortBatchRequestSchema, request, 'Group sort'),
  );

/** The whole custom content list, as a header patch (its previews untouched). */
export const saveCustomContent = (ref: AssortmentRef, customContent: CustomContent[]) =>
  patchAssortment(ref, { customContent });

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
