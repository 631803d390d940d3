import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../shared/session/session-store';
import { sessionApi } from './api';

/** Manual logout: end the server session, forget cached data, show the logged-out page (the app hands it to the user menu). */
export const useLogout = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await sessionApi.logout().catch(() => undefined);
    sessionStore.dispatch('LOGOUT');
    queryClient.clear();
    navigate('/logged-out');
  }, [navigate, queryClient]);
};
