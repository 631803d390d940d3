import type { AssortmentBatchAnswer, AssortmentHistoryEntry } from '@stride/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { queryKeys } from '../../shared/api/query-keys';

/** The assortment's saved batches, newest first (read when the history opens). */
export const useAssortmentHistory = (assortmentId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.assortments.history(assortmentId),
    queryFn: ({ signal }) => api.get<AssortmentHistoryEntry[]>(`assortments/${assortmentId}/history`, { signal }),
    enabled,
    staleTime: 0,
  });

/** Restores the assortment as it was at a version; the answer is a new batch. */
export const useRestoreAssortment = (assortmentId: string) =>
  useMutation({
    mutationFn: (version: number) =>
      api.post<AssortmentBatchAnswer>(`assortments/${assortmentId}/restore`, { version }),
  });
