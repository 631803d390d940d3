import type { GridApi, GridState, SortChangedEvent, StateUpdatedEvent } from 'ag-grid-community';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import {
  clearColumnLayout,
  loadColumnLayout,
  pickColumnLayout,
  saveColumnLayout,
  touchesColumnLayout,
} from './column-state-store';
import { type GridSort, gridSortFromModel, sortModelFromGridSort } from './server-datasource';

/** The sort when the page owns it (e.g. kept in the URL); `undefined` lets the grid keep its own. */
export type ControlledSort = { sort?: GridSort | null; onSortChange?: (sort: GridSort | null) => void };

const sortOfGrid = (api: GridApi) =>
  gridSortFromModel(
    api.getColumnState().flatMap((column) => (column.sort ? [{ colId: column.colId, sort: column.sort }] : [])),
  );

const sameSort = (a: GridSort | null, b: GridSort | null) => a?.colId === b?.colId && a?.direction === b?.direction;

/**
 * A grid's column layout (order, widths, pinning, hidden columns, sort) saved per grid id in local
 * storage, so it survives reloads. A page-owned sort is applied instead of the saved one.
 */
export const useColumnLayout = (
  gridId: string,
  { sort, onSortChange }: ControlledSort,
  apiRef: RefObject<GridApi | null>,
) => {
  const sortControlled = sort !== undefined;
  const [initialState] = useState<GridState>(() => {
    const saved = loadColumnLayout(gridId) ?? {};
    return sortControlled ? { ...saved, sort: { sortModel: sortModelFromGridSort(sort) } } : saved;
  });

  const onStateUpdated = useCallback(
    (event: StateUpdatedEvent) => {
      if (touchesColumnLayout(event.sources)) saveColumnLayout(gridId, pickColumnLayout(event.state, !sortControlled));
    },
    [gridId, sortControlled],
  );

  const onSortChanged = useCallback(
    (event: SortChangedEvent) => {
      const gridSort = sortOfGrid(event.api);
      if (sortControlled && !sameSort(gridSort, sort ?? null)) onSortChange?.(gridSort);
    },
    [sortControlled, sort, onSortChange],
  );

  // A page-owned sort that changes (back button, link) goes into the grid. Keyed by value, not by
  // object, so a page re-rendering before it took the grid's own change does not undo that change.
  const wantedSort = sort === undefined ? undefined : JSON.stringify(sort);
  useEffect(() => {
    const api = apiRef.current;
    if (!api || wantedSort === undefined) return;
    const wanted: GridSort | null = JSON.parse(wantedSort);
    if (sameSort(sortOfGrid(api), wanted)) return;
    api.applyColumnState({ state: sortModelFromGridSort(wanted), defaultState: { sort: null } });
  }, [apiRef, wantedSort]);

  const resetColumns = useCallback(
    (api: GridApi) => {
      clearColumnLayout(gridId);
      api.resetColumnState();
    },
    [gridId],
  );

  return { initialState, onStateUpdated, onSortChanged, resetColumns };
};
