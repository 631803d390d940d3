import type { AssortmentListView } from '@stride/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

/**
 * How many assortments a list holds, for the control bar (one row asked, the total read). Its key
 * lies under the assortments' lists, so every change the manager makes refreshes the counts too.
 */
export const useAssortmentCount = (view: Extract<AssortmentListView, 'all' | 'starred' | 'archived'>) =>
  useQuery({
    queryKey: queryKeys.assortments.list({ count: view }),
    queryFn: async ({ signal }) =>
      (await api.get<{ totalCount: number }>('assortments', { query: { view, type: 'item', limit: 1 }, signal }))
        .totalCount,
    staleTime: 60_000,
  });
