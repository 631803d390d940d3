import type { SalesToolLink } from '@stride/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

/** The Sales tools the signed-in user may open, with their addresses (server configuration). */
export const useSalesToolLinks = (signedIn: boolean) =>
  useQuery({
    queryKey: queryKeys.salesTools,
    queryFn: ({ signal }) =>
      api.get<{ salesTools: SalesToolLink[] }>('options/data/salesTools', { signal }).then((data) => data.salesTools),
    enabled: signedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
