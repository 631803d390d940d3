import type { IDatasource, IGetRowsParams, SortModelItem } from 'ag-grid-community';

/** The grid's sort, one column at a time; `colId` is the field unless the column sets its own id. */
export type GridSort = { colId: string; direction: 'asc' | 'desc' };

export type ServerPageRequest = {
  /** First row wanted (the API's skip). */
  startRow: number;
  /** First row not wanted; endRow - startRow is the block size. */
  endRow: number;
  sort: GridSort | null;
  /** Aborted when the grid drops this datasource (the page's filters changed) or unmounts. */
  signal: AbortSignal;
};

/** A block of rows and the search's total; without a total the end is where a block comes short. */
export type ServerPage<Row> = { rows: Row[]; totalCount?: number };

export type ServerDatasourceOptions<Row> = {
  fetchPage: (request: ServerPageRequest) => Promise<ServerPage<Row>>;
  /** Called with every page's total (or the end a short block shows), e.g. for an "N results" label. */
  onTotalCount?: (totalCount: number) => void;
  /** Called when a page fails (the grid is told too); the API client already shows transport problems. */
  onError?: (error: unknown) => void;
};

export const gridSortFromModel = (sortModel: readonly SortModelItem[]): GridSort | null => {
  const first = sortModel[0];
  return first ? { colId: first.colId, direction: first.sort } : null;
};

export const sortModelFromGridSort = (sort: GridSort | null): SortModelItem[] =>
  sort ? [{ colId: sort.colId, sort: sort.direction }] : [];

/**
 * A datasource for AG Grid's infinite row model: pages come from the server with the grid's sort,
 * and the total tells the grid where the data ends. A failed page is reported to the grid (spec
 * part 2 §8.5) so it can ask again later. To re-query after a filter change, make a new datasource
 * (e.g. `useMemo` on the filters): the grid then drops its cache and the old requests are aborted
 * (their pages are answered as failed, never with rows).
 */
export const createServerDatasource = <Row>(options: ServerDatasourceOptions<Row>): IDatasource => {
  const controller = new AbortController();
  return {
    getRows: (params: IGetRowsParams) => {
      const { startRow, endRow, sortModel } = params;
      options
        .fetchPage({ startRow, endRow, sort: gridSortFromModel(sortModel), signal: controller.signal })
        .then((page) => {
          if (controller.signal.aborted) {
            params.failCallback();
            return;
          }
          const lastRow =
            page.totalCount ?? (page.rows.length < endRow - startRow ? startRow + page.rows.length : undefined);
          if (lastRow !== undefined) options.onTotalCount?.(lastRow);
          // Without a last row the grid keeps one more row to scroll to, and asks for it.
          params.successCallback(page.rows, lastRow);
        })
        .catch((error: unknown) => {
          // An abandoned block is still answered: the grid counts a block as loading until it is, and
          // with two such blocks (its limit of concurrent loads) it would never ask for a page again.
          if (!controller.signal.aborted) options.onError?.(error);
          params.failCallback();
        });
    },
    destroy: () => controller.abort(),
  };
};
