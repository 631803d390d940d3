import { GRID_PAGE_SIZE } from '@stride/domain';
import { hashKey } from '@tanstack/react-query';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createServerDatasource } from './server-datasource';

/**
 * One page of a search as the API answers it; the first page carries the total, which the server
 * may only estimate for a large search (the grid then finds the end as it scrolls there).
 */
export type ResultPage<Row> = { data: Row[]; totalCount?: number; totalCountEstimated?: boolean };

export type ResultPageFetcher<Query, Row> = (
  query: Query,
  page: { skip: number; limit: number },
  signal: AbortSignal,
) => Promise<ResultPage<Row>>;

export type ServerResultsOptions<Query> = {
  /** Told once per search, with its total, when its first page comes. */
  onFirstPage?: (query: Query, totalCount: number) => void;
  onError?: (error: unknown) => void;
};

/**
 * The results of a server search for a grid in the infinite row model. `query` must keep its
 * identity while the search is the same (memoise it): a new one is a new search.
 *
 * The first page of a new search is asked for at once (`prefetch` asks before the re-render), and the grid
 * keeps the previous results until that page has come; the total and the rows then change
 * together. The grid never shows a screen of loading rows between two searches, which would
 * cost a render of its own and a flash, and `searching` says that a new search is under way.
 */
export const useServerResults = <Query, Row>(
  query: Query,
  fetchPage: ResultPageFetcher<Query, Row>,
  { onFirstPage, onError }: ServerResultsOptions<Query> = {},
) => {
  const [totalCount, setTotalCount] = useState<number>();
  const [totalCountEstimated, setTotalCountEstimated] = useState(false);
  const api = useRef<GridApi<Row> | null>(null);
  const callbacks = useRef({ fetchPage, onFirstPage, onError });
  callbacks.current = { fetchPage, onFirstPage, onError };

  // A search's first page, asked for once per search: by `prefetch` in the event that changes the
  // search (the earliest moment), or else when the new query comes. The previous search's early
  // page is dropped here rather than in an effect's cleanup, which Strict Mode runs on a remount.
  type EarlyPage = { key: string; page: Promise<ResultPage<Row>>; controller: AbortController; taken: boolean };
  const early = useRef<EarlyPage | null>(null);
  const prefetch = useCallback((next: Query) => {
    const key = hashKey([next]);
    // Shared until a grid has taken it: a later search for the same rows asks the server again.
    if (early.current?.key === key && !early.current.taken) return early.current;
    early.current?.controller.abort();
    const controller = new AbortController();
    const page = callbacks.current.fetchPage(next, { skip: 0, limit: GRID_PAGE_SIZE }, controller.signal);
    page.catch(() => undefined); // answered (or reported) when the grid asks for it
    early.current = { key, page, controller, taken: false };
    return early.current;
  }, []);
  const firstPage = useMemo(() => prefetch(query), [query, prefetch]);

  const wanted = useMemo(() => {
    let total = 0;
    let estimated = false;
    let prefetched: Promise<ResultPage<Row>> | undefined = firstPage.page;
    const pageOf = (skip: number, limit: number, signal: AbortSignal) => {
      const early = skip === 0 && limit === GRID_PAGE_SIZE ? prefetched : undefined;
      prefetched = undefined;
      if (!early) return callbacks.current.fetchPage(query, { skip, limit }, signal);
      firstPage.taken = true;
      signal.addEventListener('abort', () => firstPage.controller.abort());
      return early;
    };
    return createServerDatasource<Row>({
      fetchPage: async ({ startRow, endRow, signal }) => {
        const page = await pageOf(startRow, endRow - startRow, signal).catch((error: unknown) => {
          // Without its first page the search has no total: the old one would describe other rows.
          if (startRow === 0 && !signal.aborted) setTotalCount(undefined);
          throw error;
        });
        if (page.totalCount !== undefined) {
          total = page.totalCount;
          estimated = page.totalCountEstimated === true;
          callbacks.current.onFirstPage?.(query, total);
          if (estimated) {
            setTotalCount(total);
            setTotalCountEstimated(true);
          }
        }
        return { rows: page.data, totalCount: estimated ? undefined : total };
      },
      onTotalCount: (count) => {
        setTotalCount(count);
        setTotalCountEstimated(false);
      },
      onError: (error) => callbacks.current.onError?.(error),
    });
  }, [query, firstPage]);

  // The grid takes the new search once its first page is in (or has failed, to show why).
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    if (shown === wanted) return;
    let current = true;
    const show = () => current && setShown(wanted);
    firstPage.page.then(show, show);
    return () => {
      current = false;
    };
  }, [shown, wanted, firstPage]);

  /** The rows loaded so far, in grid order (e.g. for stepping through them in a viewer). */
  const loadedRows = useCallback((): Row[] => {
    const rows: Row[] = [];
    api.current?.forEachNode((node) => node.data && rows.push(node.data));
    return rows;
  }, []);

  /** Asks the server again for every loaded block (after an update succeeded). */
  const reload = useCallback(() => {
    api.current?.deselectAll();
    api.current?.purgeInfiniteCache();
  }, []);

  return {
    datasource: shown,
    searching: shown !== wanted,
    totalCount,
    /** The total is the server's estimate until the grid has scrolled to the end. */
    totalCountEstimated,
    api,
    loadedRows,
    reload,
    prefetch,
  };
};
