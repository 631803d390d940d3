import { GRID_PAGE_SIZE, type Product } from '@stride/domain';
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

  // The first page is asked for as soon as the search changes, while the page renders and the grid
  // takes its new datasource, instead of after them: that render costs as much as the search.
  // The previous search's early page is dropped here rather than in an effect's cleanup, which
  // Strict Mode runs on a remount that keeps this memo.
  const earlyController = useRef<AbortController | null>(null);
  const firstPage = useMemo(() => {
    earlyController.current?.abort();
    const controller = new AbortController();
    earlyController.current = controller;
    const page = fetchProductPage(query, { skip: 0, limit: GRID_PAGE_SIZE }, controller.signal);
    page.catch(() => undefined); // answered (or reported) when the grid asks for it
    return { page, controller };
  }, [query]);

  const datasource = useMemo(() => {
    let total = 0;
    let prefetched: typeof firstPage.page | undefined = firstPage.page;
    const pageOf = (skip: number, limit: number, signal: AbortSignal) => {
      const early = skip === 0 && limit === GRID_PAGE_SIZE ? prefetched : undefined;
      prefetched = undefined;
      if (!early) return fetchProductPage(query, { skip, limit }, signal);
      signal.addEventListener('abort', () => firstPage.controller.abort());
      return early;
    };
    return createServerDatasource<Product>({
      fetchPage: async ({ startRow, endRow, signal }) => {
        const page = await pageOf(startRow, endRow - startRow, signal).catch((error: unknown) => {
          // Without its first page the search has no total: the old one would describe other rows.
          if (startRow === 0 && !signal.aborted) setTotalCount(undefined);
          throw error;
        });
        if (page.totalCount !== undefined) {
          total = page.totalCount;
          recordSearch(query, total);
        }
        return { rows: page.data, totalCount: total };
      },
      onTotalCount: setTotalCount,
    });
  }, [query, firstPage]);

  /** The rows loaded so far, in grid order, for stepping through styles in the detail viewer. */
  const loadedRows = useCallback((): Product[] => {
    const rows: Product[] = [];
    api.current?.forEachNode((node) => node.data && rows.push(node.data));
    return rows;
  }, []);

  return { datasource, totalCount, api, loadedRows };
};
