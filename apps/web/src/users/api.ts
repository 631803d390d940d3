import {
  AUTOCOMPLETE_LIMIT,
  type User,
  type UserAccessUpdate,
  type UserListQuery,
  type UserSummary,
} from '@stride/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

export const useUserList = (query: Partial<UserListQuery>) =>
  useQuery({
    queryKey: queryKeys.users.list(query),
    queryFn: ({ signal }) => api.get<{ totalCount: number; data: User[] }>('users', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useUpdateUserAccess = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UserAccessUpdate }) => api.patch<User>(`users/${id}`, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
};

/** GET /api/users/autocomplete: people whose name or e-mail holds the text (copying assortments, coordinators, order contacts). */
export const fetchUserSuggestions = (text: string, signal?: AbortSignal) =>
  api.get<UserSummary[]>('users/autocomplete', { query: { text, limit: AUTOCOMPLETE_LIMIT }, signal });
