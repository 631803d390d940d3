import type { ApiToken, ApiTokenCreate, ApiTokenCreated } from '@stride/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

/** Whose tokens: the signed-in person's own, or (administrators) another person's by id. */
export type TokenOwner = { kind: 'mine' } | { kind: 'user'; userId: string };

const tokensPath = (owner: TokenOwner) => (owner.kind === 'mine' ? 'users/tokens' : `users/${owner.userId}/tokens`);
const ownerKey = (owner: TokenOwner) => queryKeys.apiTokens.of(owner.kind === 'mine' ? 'mine' : owner.userId);

export const useApiTokens = (owner: TokenOwner) =>
  useQuery({
    queryKey: ownerKey(owner),
    queryFn: ({ signal }) => api.get<ApiToken[]>(tokensPath(owner), { signal }),
  });

/** POST /api/users/tokens: the answer holds the token, which is never shown again. */
export const useCreateApiToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApiTokenCreate) => api.post<ApiTokenCreated>('users/tokens', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens.all }),
  });
};

export const useRevokeApiToken = (owner: TokenOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${tokensPath(owner)}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens.all }),
  });
};
