import type { GridApi } from 'ag-grid-community';
import { type KeyboardEvent, type RefObject, useMemo } from 'react';
import {
  type ClearedValue,
  clearChanges,
  isTextEntry,
  type SelectedCells,
  selectAllRows,
  selectedRowCells,
  selectionKeyOf,
} from './selection-keys';
import type { EditHistory } from './use-edit-history';

/** A grid's own cell range (the assortment sheet's), which the keys act on instead of the selected rows. */
type CellRangeSelection<Row> = {
  /** The range's cells; null without one. */
  cells: () => SelectedCells<Row> | null;
  /** The range over every cell (Ctrl/Cmd+A). */
  selectAll: () => void;
  /** Back to the focused cell alone (Ctrl/Cmd+D). */
  collapse: () => void;
};

export type SelectionKeysOptions<Row> = {
  apiRef: RefObject<GridApi<Row> | null>;
  /** Editable grids have one: a clear is one undo step, saved through its `onApply`. */
  history: Pick<EditHistory, 'applyBulk'> | undefined;
  range?: CellRangeSelection<Row>;
  clearedValue?: ClearedValue;
  /** False (with the reason shown) when changes are not taken now. */
  canChange?: () => boolean;
};

/**
 * The selection keys of an editable grid (spec part 1 §2 Keyboard): Ctrl/Cmd+A selects every row
 * (and the whole range), Ctrl/Cmd+D deselects, Backspace/Delete clears the selected editable
 * cells as one undo step. Without a history (a read-only grid) the keys stay the browser's.
 */
export const useSelectionKeys = <Row>({ apiRef, history, range, clearedValue, canChange }: SelectionKeysOptions<Row>) =>
  useMemo(() => {
    const cellsToClear = (api: GridApi<Row>) => (range ? range.cells() : selectedRowCells(api));

    const clear = () => {
      const api = apiRef.current;
      const cells = api && cellsToClear(api);
      if (!cells || !history) return;
      const changes = clearChanges(cells, clearedValue);
      if (changes.length === 0 || (canChange && !canChange())) return;
      history.applyBulk(changes);
    };

    /** Runs the key's command; true when it had one (the browser's and the grid's own are then stopped). */
    const onKeyDown = (event: KeyboardEvent): boolean => {
      const api = apiRef.current;
      if (!api || !history || api.getEditingCells().length > 0 || isTextEntry(event.target)) return false;
      const command = selectionKeyOf(event);
      if (command === 'selectAll') {
        selectAllRows(api);
        range?.selectAll();
      } else if (command === 'deselectAll') {
        api.deselectAll();
        range?.collapse();
      } else if (command === 'clear' && (range || selectedRowCells(api))) clear();
      else return false;
      // The grid would clear only the focused cell, and the browser would bookmark the page.
      event.preventDefault();
      event.stopPropagation();
      return true;
    };

    return { onKeyDown, clear };
  }, [apiRef, history, range, clearedValue, canChange]);
