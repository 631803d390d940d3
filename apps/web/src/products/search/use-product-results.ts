import type { Product } from '@stride/domain';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useMemo, useRef, useState } from 'react';
import { createServerDatasource } from '../../shared/grid';
import { fetchProductPage, type ProductSearchQuery } from '../api';
import { recordSearch } from './search-stats';

/**
 * The result pages of a search as an infinite-row datasource. The first page carries the total
 * (the server counts only when asked), and a new query makes a new datasource, which drops the
 * grid's cache and aborts the old requests. The previous total stays until the new one comes
 * with the new rows, so the count and the grid change together (no blank count over old rows).
 */
export const useProductResults = (query: ProductSearchQuery) => {
  const [totalCount, setTotalCount] = useState<number>();
  const api = useRef<GridApi<Product> | null>(null);

  const datasource = useMemo(() => {
    let total = 0;
    return createServerDatasource<Product>({
      fetchPage: async ({ startRow, endRow, signal }) => {
        const page = await fetchProductPage(query, { skip: startRow, limit: endRow - startRow }, signal).catch(
          (error: unknown) => {
            // Without its first page the search has no total: the old one would describe other rows.
            if (startRow === 0 && !signal.aborted) setTotalCount(undefined);
            throw error;
          },
        );
        if (page.totalCount !== undefined) {
          total = page.totalCount;
          recordSearch(query, total);
        }
        return { rows: page.data, totalCount: total };
      },
      onTotalCount: setTotalCount,
    });
  }, [query]);

  /** The rows loaded so far, in grid order, for stepping through styles in the detail viewer. */
  const loadedRows = useCallback((): Product[] => {
    const rows: Product[] = [];
    api.current?.forEachNode((node) => node.data && rows.push(node.data));
    return rows;
  }, []);

  return { datasource, totalCount, api, loadedRows };
};
