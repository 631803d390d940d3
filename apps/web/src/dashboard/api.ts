import type { DashboardFeed } from '@stride/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchAssetPage } from '../libraries';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';

/** How many of the newest STEP training assets the dashboard's STEP dialog lists. */
const LATEST_STEP_ASSETS = 8;

/** The newest published STEP training assets, each with whether the user has seen it. */
export const useLatestStepAssets = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.dashboard.latestStep,
    queryFn: ({ signal }) =>
      fetchAssetPage(
        {
          libraryType: 'StepAsset',
          filters: { keyword: '', options: {}, modifiedSince: '' },
          sort: { field: 'modifiedDate', direction: 'desc' },
          skip: 0,
          limit: LATEST_STEP_ASSETS,
        },
        signal,
      ).then((page) => page.data),
    enabled,
    staleTime: 60_000,
  });

/** What is new for the person (GET /api/dashboard/feed): the server sends only cards they may open. */
export const useDashboardFeed = () =>
  useQuery({
    queryKey: queryKeys.dashboard.feed,
    queryFn: ({ signal }) => api.get<DashboardFeed>('dashboard/feed', { signal }),
    staleTime: 60_000,
  });
