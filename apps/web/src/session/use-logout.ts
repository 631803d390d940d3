import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionApi } from './api';
import { sessionStore } from './session-store';

/** Manual logout: end the server session, forget cached data, show the logged-out page. */
export const useLogout = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await sessionApi.logout().catch(() => undefined);
    sessionStore.dispatch('LOGOUT');
    queryClient.clear();
    navigate('/logged-out');
  };
};
