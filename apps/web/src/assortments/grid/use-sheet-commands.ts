import type { Column, GridApi, IRowNode } from 'ag-grid-community';
import { type ClipboardEvent, type KeyboardEvent, type RefObject, useMemo } from 'react';
import type { CellValueChange, EditHistory } from '../../shared/grid';
import { cellText, isGroupHeaderRow, isTextEntry, useSelectionKeys } from '../../shared/grid';
import { formatClipboardTable, parseClipboardTable, pastePlan } from './clipboard-table';
import type { CellRangeControls } from './use-cell-range';

/** The value a cleared cell takes: a flag goes off, the pillar (always set) is left as it is. */
const clearedValue = (colId: string): { value: unknown } | null => {
  if (colId === 'pillar') return null;
  if (colId === 'carryover') return { value: false };
  return { value: null };
};

type SheetOptions<Row> = {
  apiRef: RefObject<GridApi<Row> | null>;
  range: CellRangeControls<Row>;
  history: Pick<EditHistory, 'applyBulk'>;
  /** False (with the reason shown) when changes are not taken now (the site is updating). */
  canChange: () => boolean;
};

/**
 * The spreadsheet commands of an editable grid (spec part 1 §2 Keyboard): Ctrl/Cmd+A selects
 * every row and cell, Ctrl/Cmd+D deselects, Backspace/Delete clears the selected editable
 * cells, Ctrl/Cmd+C copies the range as tab-separated text and Ctrl/Cmd+V pastes such text
 * (from Excel) into it. Fill down is Ctrl/Cmd+Enter: Excel's Ctrl+D is taken by deselect here,
 * and Ctrl+Enter is what Excel users already press to fill a selection. A paste, clear or fill is
 * one undo step and one save.
 */
export const useSheetCommands = <Row>({ apiRef, range, history, canChange }: SheetOptions<Row>) => {
  // Select all, deselect and clear are the grid layer's, on this sheet's range.
  const selectionKeys = useSelectionKeys<Row>({ apiRef, history, range, clearedValue, canChange });
  return useMemo(() => {
    const editing = (api: GridApi<Row>) => api.getEditingCells().length > 0;
    const editable = (node: IRowNode<Row>, column: Column) => column.isCellEditable(node);

    const apply = (changes: CellValueChange[]) => {
      if (changes.length === 0 || !canChange()) return;
      history.applyBulk(changes);
    };

    /** The first row's values go down the range; a one-row range takes the row above's. */
    const fillDown = () => {
      const api = apiRef.current;
      const cells = range.cells();
      if (!api || !cells || cells.nodes.length === 0) return;
      let [source, ...targets] = cells.nodes;
      if (targets.length === 0) {
        const above = api.getDisplayedRowAtIndex((source!.rowIndex ?? 0) - 1);
        if (!above?.data || isGroupHeaderRow(above.data)) return;
        targets = [source!];
        source = above;
      }
      const changes = cells.columns.flatMap((column) => {
        const value = api.getCellValue({ rowNode: source!, colKey: column });
        return targets.flatMap((node) =>
          node.id && editable(node, column) ? [{ rowId: node.id, field: column.getColId(), value }] : [],
        );
      });
      apply(changes);
    };

    const copy = (event: ClipboardEvent) => {
      const api = apiRef.current;
      const cells = range.cells();
      if (!api || !cells || editing(api) || isTextEntry(event.target)) return;
      const text = formatClipboardTable(
        cells.nodes.map((node) =>
          cells.columns.map((column) => cellText(api.getCellValue({ rowNode: node, colKey: column }))),
        ),
      );
      event.clipboardData.setData('text/plain', text);
      event.preventDefault();
    };

    /** Rows and columns from the range's top-left cell on, as far as the pasted block reaches. */
    const paste = (event: ClipboardEvent) => {
      const api = apiRef.current;
      const cells = range.cells();
      if (!api || !cells || editing(api) || isTextEntry(event.target)) return;
      const block = parseClipboardTable(event.clipboardData.getData('text/plain'));
      event.preventDefault();
      const first = cells.nodes[0];
      const left = cells.columns[0];
      if (!first || !left) return;
      const plan = pastePlan(block, { rows: cells.nodes.length, columns: cells.columns.length });
      const columns = api.getAllDisplayedColumns().filter((column) => !column.getColId().startsWith('ag-Grid-'));
      const fromColumn = columns.indexOf(left);
      const nodes: IRowNode<Row>[] = [];
      const wanted = Math.max(0, ...plan.map((cell) => cell.row)) + 1;
      for (let index = first.rowIndex ?? 0; nodes.length < wanted && index < api.getDisplayedRowCount(); index++) {
        const node = api.getDisplayedRowAtIndex(index);
        if (node?.data && !isGroupHeaderRow(node.data)) nodes.push(node);
      }
      const changes = plan.flatMap((cell) => {
        const node = nodes[cell.row];
        const column = columns[fromColumn + cell.column];
        return node?.id && column && editable(node, column)
          ? [{ rowId: node.id, field: column.getColId(), value: cell.text }]
          : [];
      });
      apply(changes);
    };

    const onKeyDownCapture = (event: KeyboardEvent) => {
      range.onKeyDownCapture(event);
      if (selectionKeys.onKeyDown(event)) return;
      const api = apiRef.current;
      if (!api || editing(api) || isTextEntry(event.target)) return;
      if (!((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'enter')) return;
      fillDown();
      event.preventDefault();
      event.stopPropagation();
    };

    return { onKeyDownCapture, onCopy: copy, onPaste: paste, clear: selectionKeys.clear, fillDown };
  }, [apiRef, range, history, canChange, selectionKeys]);
};
