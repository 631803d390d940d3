import type { CellValueChangedEvent, GridApi } from 'ag-grid-community';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createStore, useStoreValue } from '../state/create-store';
import {
  type CellEdit,
  EDIT_HISTORY_LIMIT,
  type EditHistoryState,
  emptyEditHistory,
  recordEdits,
  redoStep,
  undoStep,
} from './edit-history';

/** The event source of values the history writes, so they are not recorded again as user edits. */
const HISTORY_EVENT_SOURCE = 'editHistory';

/** How a user changes a cell in AG Grid Community: typing, a checkbox, Delete/Backspace. */
const userEditSources = new Set(['edit', 'ui', 'cellClear']);

export type HistoryApplyReason = 'undo' | 'redo' | 'bulk';

/** A value to write into a cell as part of one bulk step (paste, fill). */
export type CellValueChange = { rowId: string; field: string; value: unknown };

export type EditHistory = {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  clear: () => void;
  /** Writes many cells as one undo step (a paste or fill) and returns what changed. */
  applyBulk: (changes: readonly CellValueChange[]) => CellEdit[];
  /**
   * Records a step the owner has already made outside the grid's cells (rows added or deleted,
   * under a field no column shows): undo and redo hand it back through `onApply`.
   */
  record: (edits: readonly CellEdit[]) => void;
  /** For DataGrid: the grid the history writes into. */
  connect: (api: GridApi | null) => void;
  /** For DataGrid: records a user's cell edit; true when the event came from the history itself. */
  handleCellValueChanged: (event: CellValueChangedEvent) => boolean;
};

export type EditHistoryOptions = {
  /**
   * Called after undo, redo or a bulk step has written values into the grid, with every changed
   * cell: persist them here. Rows the grid does not hold (a collapsed group, an unloaded block) are
   * included; the owner updates its own data for those.
   */
  onApply?: (edits: CellEdit[], reason: HistoryApplyReason) => void;
  limit?: number;
};

/**
 * Undo/redo of cell edits keyed by row id, for a DataGrid (pass it as `editHistory`). A cell typed
 * by the user is one step; `applyBulk` makes a paste or fill of many cells one step.
 */
export const useEditHistory = (options: EditHistoryOptions = {}): EditHistory => {
  const [store] = useState(() => createStore<EditHistoryState>(emptyEditHistory));
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options;
  });
  const apiRef = useRef<GridApi | null>(null);
  const canUndo = useStoreValue(store, (state) => state.undo.length > 0);
  const canRedo = useStoreValue(store, (state) => state.redo.length > 0);

  const controls = useMemo(() => {
    const limit = () => latestOptions.current.limit ?? EDIT_HISTORY_LIMIT;
    const writeIntoGrid = (edits: readonly CellEdit[]) => {
      const api = apiRef.current;
      // Fields without a column (see `record`) are the owner's to apply.
      for (const edit of edits)
        if (api?.getColumn(edit.field))
          api.getRowNode(edit.rowId)?.setDataValue(edit.field, edit.newValue, HISTORY_EVENT_SOURCE);
    };
    const move = (step: typeof undoStep, reason: 'undo' | 'redo') => {
      const moved = step(store.get());
      if (!moved) return;
      store.set(moved.state);
      writeIntoGrid(moved.edits);
      latestOptions.current.onApply?.(moved.edits, reason);
    };
    return {
      undo: () => move(undoStep, 'undo'),
      redo: () => move(redoStep, 'redo'),
      clear: () => store.set(emptyEditHistory),
      applyBulk: (changes: readonly CellValueChange[]) => {
        const api = apiRef.current;
        if (!api) return [];
        const edits: CellEdit[] = [];
        for (const { rowId, field, value } of changes) {
          const rowNode = api.getRowNode(rowId);
          if (!rowNode) continue;
          const oldValue = api.getCellValue({ rowNode, colKey: field });
          if (!rowNode.setDataValue(field, value, HISTORY_EVENT_SOURCE)) continue;
          edits.push({ rowId, field, oldValue, newValue: api.getCellValue({ rowNode, colKey: field }) });
        }
        store.set((state) => recordEdits(state, edits, limit()));
        if (edits.length > 0) latestOptions.current.onApply?.(edits, 'bulk');
        return edits;
      },
      record: (edits: readonly CellEdit[]) => store.set((state) => recordEdits(state, edits, limit())),
      connect: (api: GridApi | null) => {
        apiRef.current = api;
      },
      handleCellValueChanged: (event: CellValueChangedEvent) => {
        if (event.source === HISTORY_EVENT_SOURCE) return true;
        const rowId = event.node.id;
        if (rowId !== undefined && event.source !== undefined && userEditSources.has(event.source)) {
          const edit = { rowId, field: event.column.getColId(), oldValue: event.oldValue, newValue: event.newValue };
          store.set((state) => recordEdits(state, [edit], limit()));
        }
        return false;
      },
    };
  }, [store]);

  return useMemo(() => ({ ...controls, canUndo, canRedo }), [controls, canUndo, canRedo]);
};
