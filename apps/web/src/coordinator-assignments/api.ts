import type { CoordinatorAssignment, CoordinatorAssignmentData } from '@stride/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../shared/api/api-client';
import { errorMessage } from '../shared/api/error-message';
import { queryKeys } from '../shared/api/query-keys';
import { toasts } from '../shared/toasts/toast-store';

const PATH = 'coordinatorAssignments';

/** GET /api/coordinatorAssignments; a failure says 'Cannot load …' with the path (spec part 2 §8.3). */
export const useCoordinatorAssignments = () => {
  const { t } = useTranslation();
  const assignments = useQuery({
    queryKey: queryKeys.coordinatorAssignments.all,
    queryFn: ({ signal }) => api.get<CoordinatorAssignment[]>(PATH, { signal }),
  });
  useEffect(() => {
    if (assignments.error)
      toasts.show({
        type: 'error',
        message: t('orderNotifications.assignments.loadFailed', {
          path: `/api/${PATH}`,
          message: errorMessage(t, assignments.error),
        }),
      });
  }, [assignments.error, t]);
  return assignments;
};

/** Add (POST coordinatorAssignments/), change (PATCH) and remove (DELETE); each reads the list again. */
export const useCoordinatorAssignmentWrites = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.coordinatorAssignments.all });
  const save = useMutation({
    mutationFn: ({ id, data }: { id: string | null; data: CoordinatorAssignmentData }) =>
      id
        ? api.patch<CoordinatorAssignment>(`${PATH}/${encodeURIComponent(id)}`, { data })
        : api.post<CoordinatorAssignment>(`${PATH}/`, { data }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`${PATH}/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
  return { save, remove };
};
