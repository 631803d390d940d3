import {
  type Assortment,
  type AssortmentBatchAnswer,
  type AssortmentBatchOperation,
  type AssortmentGetAnswer,
  type AssortmentPatch,
  type AssortmentProductsQueryRequest,
  type AssortmentWithProducts,
  assortmentBatchRequestSchema,
  assortmentLinesOf,
  assortmentPatchSchema,
  assortmentProductsQueryRequestSchema,
  type CrmSyncAnswer,
  type CrmSyncStatus,
  type ProductSummary,
} from '@stride/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '../../shared/api/api-client';
import { checkedRequest } from '../../shared/api/checked-request';
import { queryKeys } from '../../shared/api/query-keys';

/** Which assortment, and so which calls: internal assortments are read and saved under their own (spec part 2 §7.3). */
export type AssortmentRef = Pick<Assortment, '_id' | 'orgType'>;

const callRoot = (orgType: Assortment['orgType']) => (orgType === 'internal' ? 'internalAssortments' : 'assortments');

/**
 * GET /api/assortments/{id} (or /api/internalAssortments/{id}): the header and every line, which
 * the answer groups by style; made the grid's rows here.
 */
export const fetchAssortment = async <Extra extends object = object>(
  { _id, orgType }: AssortmentRef,
  signal?: AbortSignal,
): Promise<AssortmentWithProducts & Extra> => {
  const { styles, ...assortment } = await api.get<AssortmentGetAnswer & Extra>(
    `${callRoot(orgType)}/${encodeURIComponent(_id)}`,
    { signal },
  );
  // The rest of the answer is Extra as sent; only the styles became lines.
  return { ...assortment, products: assortmentLinesOf(styles) } as AssortmentWithProducts & Extra;
};

/**
 * One assortment for its grid or group sort, read afresh on every visit (a cached copy would lack
 * the edits saved since). From then on the page keeps the rows itself (its own edits, the batch
 * answers), so the cache is not refreshed behind its back on focus.
 */
export const useAssortment = (ref: AssortmentRef) =>
  useQuery({
    queryKey: queryKeys.assortments.detail(ref._id),
    queryFn: ({ signal }) => fetchAssortment(ref, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    retry: false,
  });

/** Reads the assortment again (a reload after a refused save) and keeps the cache current. */
export const reloadAssortment = (queryClient: QueryClient, ref: AssortmentRef) =>
  queryClient.fetchQuery({
    queryKey: queryKeys.assortments.detail(ref._id),
    queryFn: ({ signal }) => fetchAssortment(ref, signal),
    staleTime: 0,
  });

/** PATCH /api/{assortments|internalAssortments}/batch/{id}?baseVersion=N: the grid's queued edits as one batch. */
export const saveAssortmentBatch = (
  { _id, orgType }: AssortmentRef,
  baseVersion: number,
  operations: AssortmentBatchOperation[],
) =>
  api.patch<AssortmentBatchAnswer>(
    `${callRoot(orgType)}/batch/${encodeURIComponent(_id)}`,
    checkedRequest(assortmentBatchRequestSchema, operations, 'Assortment batch'),
    { query: { baseVersion } },
  );

/** PATCH /api/{assortments|internalAssortments}/{id}: header properties (last write wins). */
export const patchAssortment = ({ _id, orgType }: AssortmentRef, patch: AssortmentPatch) =>
  api.patch<Assortment>(
    `${callRoot(orgType)}/${encodeURIComponent(_id)}`,
    checkedRequest(assortmentPatchSchema, patch, 'Assortment update'),
  );

/** POST /api/assortments/{id}/renameProducts: lines renumbered to other style-colours, keeping their values and place. */
export const renameAssortmentProducts = (
  id: string,
  baseVersion: number,
  renameProducts: { id: string; newStyle: string; newColor: string }[],
) =>
  api.post<AssortmentBatchAnswer>(`assortments/${encodeURIComponent(id)}/renameProducts`, {
    baseVersion,
    renameProducts,
  });

/** The server refused a batch because a cell it writes changed since its version (spec part 2 §8.3). */
export const isUserLock = (error: unknown): boolean =>
  error instanceof ApiRequestError &&
  error.status === 409 &&
  (error.body?.messageData as { errorType?: unknown } | undefined)?.errorType === 'userLock';

export type DynamicProductsQuery = Omit<AssortmentProductsQueryRequest, 'limit' | 'skip' | '_options' | '_uiOptions'>;
export type DynamicProductsPage = { totalCount?: number; data: ProductSummary[] };

/** POST /api/assortments/products/query: a block of a dynamic assortment; the first asks for the total. */
export const fetchDynamicProducts = (
  query: DynamicProductsQuery,
  page: { skip: number; limit: number },
  signal?: AbortSignal,
): Promise<DynamicProductsPage> =>
  api.post<DynamicProductsPage>(
    'assortments/products/query',
    checkedRequest(
      assortmentProductsQueryRequestSchema,
      {
        ...query,
        ...page,
        _options: { totalCount: page.skip === 0 },
        _uiOptions: { startRow: page.skip, endRow: page.skip + page.limit },
      },
      'Assortment products query',
    ),
    { signal },
  );

/**
 * Styles added to an assortment are counted for usage reports (spec part 2 §7.2 POST /stats,
 * "sent on … adding styles"); a failure never bothers the user.
 */
export const recordAddedStyles = (
  assortmentId: string,
  data: { count: number; source: 'search' | 'allResults' | 'import' },
) => {
  api
    .post('stats', { action: 'addStyles', modelType: 'Assortment', modelId: assortmentId, data })
    .catch(() => undefined);
};

/** GET /api/assortments/{id}/lastSyncDate: when the CRM last took the assortment, and whether there is a CRM. */
export const useCrmSyncStatus = (id: string) =>
  useQuery({
    queryKey: queryKeys.assortments.crmSync(id),
    queryFn: ({ signal }) => api.get<CrmSyncStatus>(`assortments/${encodeURIComponent(id)}/lastSyncDate`, { signal }),
  });

/** POST /api/assortments/crmSync/{id}: 'synced', or 'retrying' when the CRM is down and the server keeps trying. */
export const syncWithCrm = (id: string) => api.post<CrmSyncAnswer>(`assortments/crmSync/${encodeURIComponent(id)}`);
