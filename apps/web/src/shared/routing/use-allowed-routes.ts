import { accessRules, checkAccess } from '@stride/domain';
import { useCallback, useContext, useMemo } from 'react';
import { matchPath } from 'react-router';
import { useCurrentUser } from '../session/session-store';
import type { AppRoute } from './app-route';
import { ExternalLinksContext } from './external-links';
import { RouteTableContext } from './route-table-context';

export const canOpen = (route: Pick<AppRoute, 'access'>, user: ReturnType<typeof useCurrentUser>) =>
  route.access === 'public' || (user !== null && checkAccess(user, accessRules[route.access]));

/** A route as menus and tiles offer it: an external tool carries the address it opens in a new tab. */
export type OfferedRoute = AppRoute & { href?: string };

/**
 * The routes the signed-in user may open; menus and tiles are built from these only. An external
 * tool is offered once the server has said where it lives (it answers only the user's tools; the
 * app hands down the hook that asks for them through `ExternalLinksContext`).
 */
export const useAllowedRoutes = (): OfferedRoute[] => {
  const routeTable = useContext(RouteTableContext);
  const user = useCurrentUser();
  const useExternalLinks = useContext(ExternalLinksContext);
  const links = useExternalLinks();
  return useMemo(
    () =>
      routeTable
        .filter((route) => route.access !== 'public' && canOpen(route, user))
        .flatMap((route) => {
          if (!route.external) return [route];
          const href = links?.get(route.external);
          return href ? [{ ...route, href }] : [];
        }),
    [routeTable, user, links],
  );
};

/** Whether a link leads to a screen that exists and that the user may open (else it is not shown). */
export const useOpenablePath = () => {
  const allowed = useAllowedRoutes();
  return useCallback(
    (path: string) => allowed.some((route) => matchPath(route.path, path.split('?')[0] ?? path) !== null),
    [allowed],
  );
};
