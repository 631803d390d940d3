import {
  type AssortmentProduct,
  type ProductToAdd,
  type RowChanges,
  rowOrderMoves,
  toStyleColorId,
} from '@stride/domain';
import { useMemo, useRef } from 'react';
import { type CellEdit, type EditHistory, type HistoryApplyReason, useEditHistory } from '../../shared/grid';
import { isProductToAdd, ROW_ORDER_FIELD, ROW_PRESENCE_FIELD, rowSnapshot } from './row-snapshot';
import type { AssortmentBatches } from './use-assortment-batches';

/** Cell edits as the rows' changes, in the order they were made. */
const changesByRow = (edits: readonly CellEdit[]) => {
  const byRow = new Map<string, RowChanges>();
  for (const edit of edits) {
    byRow.set(edit.rowId, { ...byRow.get(edit.rowId), [edit.field]: edit.newValue as RowChanges[keyof RowChanges] });
  }
  return [...byRow].map(([id, changes]) => ({ id, changes }));
};

/**
 * The grid's undo/redo (spec part 1 §4): cell edits through the shared edit history, and rows
 * added or deleted as steps of their own that invert on undo (undoing an add deletes the row,
 * undoing a delete adds it back with its values and place). Undo and redo are refused, like any
 * change, while the site is updating. Rows dragged to another place are a step too.
 */
export const useRowHistory = (batches: AssortmentBatches) => {
  const latest = useRef(batches);
  latest.current = batches;

  const apply = (edits: CellEdit[], _reason: HistoryApplyReason) => {
    const cells: CellEdit[] = [];
    // Keeps the order: a cell edit after a re-add must reach the re-added row.
    const flushCells = () => {
      if (cells.length > 0) latest.current.updateRows(changesByRow(cells.splice(0)));
    };
    const places = edits.filter((edit) => edit.field === ROW_ORDER_FIELD);
    if (places.length > 0)
      latest.current.sortProducts(places.map((edit) => ({ id: edit.rowId, sortOrder: Number(edit.newValue) })));
    for (const edit of edits) {
      if (edit.field === ROW_ORDER_FIELD) continue;
      if (edit.field !== ROW_PRESENCE_FIELD) {
        cells.push(edit);
        continue;
      }
      flushCells();
      if (edit.newValue === null) latest.current.deleteProducts([edit.rowId]);
      else if (isProductToAdd(edit.newValue)) latest.current.addProducts([edit.newValue]);
    }
    flushCells();
  };
  const history = useEditHistory({ onApply: apply });

  return useMemo(() => {
    const guarded: EditHistory = {
      ...history,
      undo: () => {
        if (latest.current.guard()) history.undo();
      },
      redo: () => {
        if (latest.current.guard()) history.redo();
      },
    };
    return {
      history: guarded,
      /** Adds style-colours as one undo step; answers whether they were taken. */
      addProducts: (products: readonly ProductToAdd[], options?: { announce?: boolean }) => {
        const ids = latest.current.addProducts(products, options);
        if (!ids?.length) return ids !== null;
        const byId = new Map(products.map((product) => [toStyleColorId(product.style, product.color), product]));
        history.record(
          ids.map((rowId) => ({ rowId, field: ROW_PRESENCE_FIELD, oldValue: null, newValue: byId.get(rowId) ?? null })),
        );
        return true;
      },
      /** Deletes rows as one undo step. */
      deleteProducts: (ids: readonly string[], options?: { announce?: boolean }) => {
        const removed: AssortmentProduct[] = latest.current.deleteProducts(ids, options) ?? [];
        history.record(
          removed.map((row) => ({
            rowId: row.id,
            field: ROW_PRESENCE_FIELD,
            oldValue: rowSnapshot(row),
            newValue: null,
          })),
        );
        return removed.length;
      },
      /** Sets fields no column shows (a line's own picture) as one undo step. */
      setFields: (
        changes: readonly { rowId: string; field: keyof AssortmentProduct & keyof RowChanges; value: unknown }[],
      ) => {
        if (!latest.current.guard()) return;
        const rows = new Map(latest.current.store.get().rows.map((row) => [row.id, row]));
        const edits = changes.map(({ rowId, field, value }) => ({
          rowId,
          field,
          oldValue: rows.get(rowId)?.[field] ?? null,
          newValue: value,
        }));
        latest.current.updateRows(changesByRow(edits));
        history.record(edits);
      },
      /** Puts rows, in their order, before the row `beforeId` (last when null), as one undo step. */
      moveRows: (ids: readonly string[], beforeId: string | null) => {
        const { rows } = latest.current.store.get();
        const moves = rowOrderMoves(rows, ids, beforeId);
        if (moves.length === 0 || !latest.current.guard()) return;
        const oldPlaces = new Map(rows.map((row) => [row.id, row.sortOrder]));
        latest.current.sortProducts(moves);
        history.record(
          moves.map((move) => ({
            rowId: move.id,
            field: ROW_ORDER_FIELD,
            oldValue: oldPlaces.get(move.id),
            newValue: move.sortOrder,
          })),
        );
      },
    };
  }, [history]);
};

export type RowHistory = ReturnType<typeof useRowHistory>;
