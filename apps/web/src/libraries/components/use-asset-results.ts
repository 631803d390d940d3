import type { Asset, AssetState, LibraryType } from '@stride/domain';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useMemo, useRef, useState } from 'react';
import { createServerDatasource } from '../../shared/grid';
import { fetchAssetPage } from '../api';
import type { LibraryFilters, LibrarySort } from '../search/library-search-state';

type AssetResultsQuery = { libraryType: LibraryType; filters: LibraryFilters; sort: LibrarySort; manage?: AssetState };

/**
 * A library's assets as an infinite-row datasource over GET /api/assets. The first page carries
 * the total; a new query (filters, sort, manage view) makes a new datasource, which drops the
 * grid's cache. A failed page shows as an empty result (spec part 2 §7.17, §8.5).
 */
export const useAssetResults = (query: AssetResultsQuery) => {
  const [totalCount, setTotalCount] = useState<number>();
  const api = useRef<GridApi<Asset> | null>(null);
  const { libraryType, filters, sort, manage } = query;

  const datasource = useMemo(() => {
    let total = 0;
    setTotalCount(undefined);
    return createServerDatasource<Asset>({
      fetchPage: async ({ startRow, endRow, signal }) => {
        const page = await fetchAssetPage(
          { libraryType, filters, sort, manage, skip: startRow, limit: endRow - startRow },
          signal,
        );
        if (page.totalCount !== undefined) total = page.totalCount;
        return { rows: page.data, totalCount: total };
      },
      onTotalCount: setTotalCount,
      onError: (error) => console.warn('Library fetch failed', error),
    });
  }, [libraryType, filters, sort, manage]);

  /** Asks the server again for every loaded block (after an update succeeded). */
  const reload = useCallback(() => {
    api.current?.deselectAll();
    api.current?.purgeInfiniteCache();
  }, []);

  return { datasource, totalCount, api, reload };
};
