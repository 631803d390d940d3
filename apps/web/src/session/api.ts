import type { LoginRequest, SessionOptions, User } from '@stride/domain';
import { api } from '../shared/api/api-client';

export const sessionApi = {
  login: (credentials: LoginRequest) => api.post<User>('users/session', credentials),
  ping: () => api.get<User>('users/ping'),
  logout: () => api.get<{ message: string }>('users/logout'),
  sessionOptions: () => api.get<Required<SessionOptions>>('options/data/session'),
};
