import type { AccessRequest, User } from '@stride/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

type MessageAnswer = { message: string; messageCode: string };

export const accountsApi = {
  requestAccess: (request: AccessRequest) => api.post<MessageAnswer>('users/access-request', request),
  requestPasswordReset: (email: string) => api.post<MessageAnswer>('users/password-reset', { email }),
  setPassword: (userId: string, code: string, password: string) =>
    api.post<User>(`users/set-password/${userId}/${code}`, { password }),
  completeAdRegistration: (pendingUser: string, details: { entity?: string; country?: string; reason?: string }) =>
    api.post<MessageAnswer>(`users/ad-register/${pendingUser}`, details),
};

export const useSsoStatus = () =>
  useQuery({
    queryKey: queryKeys.accounts.sso,
    queryFn: () => api.get<{ enabled: boolean }>('users/sso'),
    staleTime: Infinity,
  });

export const useSetPasswordCode = (userId: string, code: string) =>
  useQuery({
    queryKey: queryKeys.accounts.setPasswordCode(userId, code),
    queryFn: () => api.get<{ email: string; name: string }>(`users/set-password/${userId}/${code}`),
    retry: false,
  });

export const useAdRegistration = (pendingUser: string) =>
  useQuery({
    queryKey: queryKeys.accounts.adRegister(pendingUser),
    queryFn: () => api.get<{ email: string; name: string; lastName: string }>(`users/ad-register/${pendingUser}`),
    retry: false,
  });
