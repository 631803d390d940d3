import type { Asset, AssetState, LibraryType } from '@stride/domain';
import { useMemo } from 'react';
import { type ResultPageFetcher, useServerResults } from '../../shared/grid';
import { fetchAssetPage } from '../api';
import type { LibraryFilters, LibrarySort } from '../search/library-search-state';

type AssetResultsQuery = { libraryType: LibraryType; filters: LibraryFilters; sort: LibrarySort; manage?: AssetState };

const fetchAssets: ResultPageFetcher<AssetResultsQuery, Asset> = (query, page, signal) =>
  fetchAssetPage({ ...query, ...page }, signal);

const reportFailure = (error: unknown) => console.warn('Library fetch failed', error);

/**
 * A library's assets over GET /api/assets for the grid: a new query (filters, sort, manage view)
 * is a new search. A failed page shows as an empty result (spec part 2 §7.17, §8.5).
 */
export const useAssetResults = ({ libraryType, filters, sort, manage }: AssetResultsQuery) => {
  const query = useMemo(() => ({ libraryType, filters, sort, manage }), [libraryType, filters, sort, manage]);
  return useServerResults(query, fetchAssets, { onError: reportFailure });
};
