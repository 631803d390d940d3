import type { Asset, AssetState } from '@stride/domain';
import { useCallback, useMemo, useState } from 'react';
import type { GridSort } from '../../shared/grid';
import type { LibraryScreen } from '../library-screens';
import { DEFAULT_LIBRARY_SORT, type LibraryFilters } from '../search/library-search-state';
import { useLibrarySearch } from '../search/use-library-search';
import { useAssetResults } from './use-asset-results';

/** What a browse grid and a manage grid share: the URL's search, the server rows, the selection. */
export const useLibraryGrid = (screen: LibraryScreen, manage?: AssetState) => {
  const [search, setSearch] = useLibrarySearch();
  const filters = useMemo<LibraryFilters>(
    () => ({ keyword: search.keyword, options: search.options, modifiedSince: search.modifiedSince }),
    [search],
  );
  const results = useAssetResults({ libraryType: screen.libraryType, filters, sort: search.sort, manage });
  const [selection, setSelection] = useState<Asset[]>([]);

  const sort: GridSort = { colId: search.sort.field, direction: search.sort.direction };
  const onSortChange = useCallback(
    (next: GridSort | null) =>
      setSearch((current) => ({
        ...current,
        sort: next ? { field: next.colId, direction: next.direction } : DEFAULT_LIBRARY_SORT,
      })),
    [setSearch],
  );
  const setFilters = useCallback(
    (update: (current: LibraryFilters) => LibraryFilters) =>
      setSearch((current) => ({ ...current, ...update(current) })),
    [setSearch],
  );

  return { search, filters, setFilters, sort, onSortChange, results, selection, setSelection };
};
