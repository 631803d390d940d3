import {
  type Assortment,
  type AssortmentState,
  assortmentPatchSchema,
  type CreateInternalAssortmentRequest,
  createInternalAssortmentRequestSchema,
  type EditLock,
  type SeasonChannel,
} from '@stride/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { checkedRequest } from '../../shared/api/checked-request';
import { queryKeys } from '../../shared/api/query-keys';

/** The filters of the internal assortment lists: a season of a channel, narrowed by region and product type. */
export type InternalListFilters = {
  channel: SeasonChannel;
  season?: string;
  year?: number;
  region?: string;
  productType?: string;
};

const listKey = (filters: InternalListFilters) => queryKeys.assortments.list({ orgType: 'internal', ...filters });

/** GET /api/assortments with orgType internal (spec part 2 §7.3): what the person's internal access covers. */
export const useInternalAssortments = (filters: InternalListFilters) =>
  useQuery({
    queryKey: listKey(filters),
    queryFn: ({ signal }) =>
      api.get<{ totalCount: number; data: Assortment[] }>('assortments', {
        query: { orgType: 'internal', view: 'all', type: 'item', sort: 'name', ...filters },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST /api/internalAssortments ('Select Assortment Attributes'). */
export const useCreateInternalAssortment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateInternalAssortmentRequest) =>
      api.post<Assortment>(
        'internalAssortments',
        checkedRequest(createInternalAssortmentRequestSchema, request, 'Internal assortment create'),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assortments.all }),
  });
};

/** PATCH /api/internalAssortments/{id} with a new status, once confirmed. */
export const useInternalStatusChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: string; state: AssortmentState }) =>
      api.patch<Assortment>(
        `internalAssortments/${id}`,
        checkedRequest(assortmentPatchSchema, { state }, 'Internal assortment update'),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.assortments.all }),
  });
};

/** POST /api/internalAssortments/edit/lock/{id}/{request|release}. */
export const editLockCall = (id: string, action: 'request' | 'release') =>
  api.post<EditLock>(`internalAssortments/edit/lock/${id}/${action}`, {});

/** The release as a page goes away: a keepalive request outlives the page. */
export const releaseOnUnload = (id: string) =>
  fetch(`/api/internalAssortments/edit/lock/${id}/release`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
