import { type Assortment, type AssortmentWithProducts, discoverInternalAssortmentsRequestSchema } from '@stride/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { fetchAssortment } from '../assortments';
import { api } from '../shared/api/api-client';
import { checkedRequest } from '../shared/api/checked-request';
import { queryKeys } from '../shared/api/query-keys';
import { channelName, type LibraryChannel } from './library-paths';

/** POST /api/internalAssortments/discover: a season's published internal plans of a channel, without lines. */
export const useSeasonPlans = (channel: LibraryChannel, season: string | undefined, year: string | undefined) =>
  useQuery({
    queryKey: queryKeys.assortments.list({ discover: channel, season, year }),
    queryFn: ({ signal }) =>
      api.post<{ totalCount: number; data: Assortment[] }>(
        'internalAssortments/discover',
        checkedRequest(
          discoverInternalAssortmentsRequestSchema,
          { channel: channelName[channel], season, year: Number(year) },
          'Internal table-of-contents fetch',
        ),
        { signal },
      ),
    enabled: Boolean(season && year),
    staleTime: 60_000,
  });

export type PlanWithLines = AssortmentWithProducts & { editable: boolean };

/** GET /api/internalAssortments/{id} of each plan a browse tab shows, lines included. */
export const usePlanLines = (ids: readonly string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: [...queryKeys.assortments.detail(id), 'internal'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchAssortment<{ editable: boolean }>({ _id: id, orgType: 'internal' }, signal),
      staleTime: 60_000,
    })),
    // One answer for all, made again only when one of them changes.
    combine: (results) => ({
      plans: results.flatMap((result) => (result.data ? [result.data] : [])),
      pending: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError),
    }),
  });
