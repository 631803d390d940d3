import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { reportDeveloperError } from '../telemetry/developer-errors';
import { DEFAULT_PATH } from './default-path';

/**
 * Where no route matches: the default page (spec part 1 §2), and, but for the root, which goes
 * there by design, a console error naming the path no route is configured for (part 2 §8.8).
 */
export const UnconfiguredRoute = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== '/') reportDeveloperError('No route is configured for this path', pathname);
  }, [pathname]);
  return <Navigate to={DEFAULT_PATH} replace />;
};
