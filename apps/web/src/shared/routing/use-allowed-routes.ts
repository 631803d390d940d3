import { accessRules, checkAccess } from '@stride/domain';
import { useCallback, useMemo } from 'react';
import { matchPath } from 'react-router';
import { useCurrentUser } from '../../session/session-store';
import { type AppRoute, routeTable } from './route-table';

export const canOpen = (route: Pick<AppRoute, 'access'>, user: ReturnType<typeof useCurrentUser>) =>
  route.access === 'public' || (user !== null && checkAccess(user, accessRules[route.access]));

/** The routes the signed-in user may open; menus and tiles are built from these only. */
export const useAllowedRoutes = () => {
  const user = useCurrentUser();
  return useMemo(() => routeTable.filter((route) => route.access !== 'public' && canOpen(route, user)), [user]);
};

/** Whether a link leads to a screen that exists and that the user may open (else it is not shown). */
export const useOpenablePath = () => {
  const allowed = useAllowedRoutes();
  return useCallback(
    (path: string) => allowed.some((route) => matchPath(route.path, path.split('?')[0] ?? path) !== null),
    [allowed],
  );
};
