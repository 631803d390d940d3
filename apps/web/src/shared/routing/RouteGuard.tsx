import { Box } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/session-store';
import type { AppRoute } from './app-route';
import { DEFAULT_PATH } from './default-path';
import { PageSpinner } from './PageSpinner';
import { canOpen } from './use-allowed-routes';

/**
 * A route needs login plus its permission; otherwise the user goes to the default page. A
 * logged-out visitor is sent there with the path to come back to after signing in. A page that
 * opened carries its route's name (the spec's route names) for support and tests, as the public
 * dashboard names itself; the wrapper makes no box of its own, so no page's layout changes.
 */
export const RouteGuard = ({ route, children }: { route: AppRoute; children: ReactNode }) => {
  const session = useSession();
  const location = useLocation();
  if (route.access !== 'public') {
    if (!session.checked) return <PageSpinner />;
    if (!session.user) {
      const returnTo = `${location.pathname}${location.search}`;
      return <Navigate to={`${DEFAULT_PATH}?returnTo=${encodeURIComponent(returnTo)}`} replace />;
    }
    if (!canOpen(route, session.user)) return <Navigate to={DEFAULT_PATH} replace />;
  }
  const page =
    route.access === 'public' ? (
      children
    ) : (
      <Box data-route-name={route.name} sx={{ display: 'contents' }}>
        {children}
      </Box>
    );
  return <Suspense fallback={<PageSpinner />}>{page}</Suspense>;
};
