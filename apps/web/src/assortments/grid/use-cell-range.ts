import type {
  CellClassParams,
  CellFocusedEvent,
  CellMouseDownEvent,
  CellMouseOverEvent,
  Column,
  GridApi,
  IRowNode,
} from 'ag-grid-community';
import { type KeyboardEvent, type PointerEvent, type RefObject, useMemo, useRef } from 'react';
import { isGroupHeaderRow } from '../../shared/grid';

export type CellPosition = { rowIndex: number; colId: string };
/** The selected cells: from where the selection started to the cell the user went to. */
export type CellRange = { anchor: CellPosition; focus: CellPosition };
/** The data rows and columns of a range, top-left first (group headers left out). */
export type RangeCells<Row> = { nodes: IRowNode<Row>[]; columns: Column[] };

export const IN_RANGE_CLASS = 'assortment-cell-in-range';

/** AG Grid's own columns (the selection checkboxes) are not cells of the sheet. */
const isDataColumn = (column: Column) => !column.getColId().startsWith('ag-Grid-');
const navigationKeys = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * A spreadsheet's cell range on AG Grid Community, which has none of its own: click a cell, then
 * Shift+click or Shift+arrow keys, or drag, to select a rectangle. The range is kept in display
 * positions (like a sheet's) and drawn with a cell class; the grid redraws only the rows that
 * entered or left it.
 */
export const useCellRange = <Row>(apiRef: RefObject<GridApi<Row> | null>) => {
  const range = useRef<CellRange | null>(null);
  const extendNext = useRef(false);
  /** The next focus comes from a right-click: inside the range it keeps the range, as in a sheet. */
  const contextNext = useRef(false);
  const dragging = useRef(false);
  /** The shown rectangle, for the class rule (read for every drawn cell). */
  const shown = useRef<{ top: number; bottom: number; columns: ReadonlySet<string> } | null>(null);

  return useMemo(() => {
    const dataColumns = (api: GridApi<Row>) => api.getAllDisplayedColumns().filter(isDataColumn);

    const rectangleOf = (api: GridApi<Row>, current: CellRange) => {
      const columns = dataColumns(api);
      const indexOf = (colId: string) => columns.findIndex((column) => column.getColId() === colId);
      const [left, right] = [indexOf(current.anchor.colId), indexOf(current.focus.colId)].sort((a, b) => a - b);
      const top = Math.min(current.anchor.rowIndex, current.focus.rowIndex);
      const bottom = Math.max(current.anchor.rowIndex, current.focus.rowIndex);
      return { top, bottom, columns: left! < 0 ? [] : columns.slice(left, right! + 1) };
    };

    const isInside = (rectangle: ReturnType<typeof rectangleOf>, position: CellPosition) =>
      position.rowIndex >= rectangle.top &&
      position.rowIndex <= rectangle.bottom &&
      rectangle.columns.some((column) => column.getColId() === position.colId);

    const nodesBetween = (api: GridApi<Row>, top: number, bottom: number) => {
      const nodes: IRowNode<Row>[] = [];
      for (let index = top; index <= bottom; index++) {
        const node = api.getDisplayedRowAtIndex(index);
        if (node) nodes.push(node);
      }
      return nodes;
    };

    const setRange = (next: CellRange | null) => {
      const api = apiRef.current;
      const before = shown.current;
      range.current = next;
      if (!api) return;
      const rectangle = next && rectangleOf(api, next);
      shown.current = rectangle && {
        top: rectangle.top,
        bottom: rectangle.bottom,
        columns: new Set(rectangle.columns.map((column) => column.getColId())),
      };
      // Redraw the rows that were or are in the range, and only the drawn ones among them.
      const first = api.getFirstDisplayedRowIndex();
      const last = api.getLastDisplayedRowIndex();
      const spans = [before, shown.current].filter((span) => span !== null);
      const touched = new Set<IRowNode<Row>>();
      for (const span of spans) {
        for (const node of nodesBetween(api, Math.max(first, span.top), Math.min(last, span.bottom))) touched.add(node);
      }
      if (touched.size > 0) api.refreshCells({ rowNodes: [...touched], columns: dataColumns(api) });
    };

    const positionOf = (rowIndex: number | null | undefined, column: Column | string | null | undefined) => {
      const colId = typeof column === 'string' ? column : column?.getColId();
      return rowIndex === null || rowIndex === undefined || !colId || colId.startsWith('ag-Grid-')
        ? null
        : { rowIndex, colId };
    };

    return {
      /** For every column's cellClassRules. */
      isInRange: (params: CellClassParams<Row>) => {
        const span = shown.current;
        const index = params.node.rowIndex;
        return (
          span !== null &&
          index !== null &&
          index >= span.top &&
          index <= span.bottom &&
          span.columns.has(params.column.getColId()) &&
          (span.top !== span.bottom || span.columns.size > 1)
        );
      },
      onCellFocused: (event: CellFocusedEvent<Row>) => {
        const position = positionOf(event.rowIndex, event.column);
        const extend = extendNext.current;
        const context = contextNext.current;
        extendNext.current = false;
        contextNext.current = false;
        if (!position) return;
        const current = range.current;
        if (context && current && apiRef.current && isInside(rectangleOf(apiRef.current, current), position)) return;
        setRange(
          extend && current ? { anchor: current.anchor, focus: position } : { anchor: position, focus: position },
        );
      },
      onCellMouseDown: (event: CellMouseDownEvent<Row>) => {
        const mouse = event.event as globalThis.MouseEvent | null;
        if (mouse?.button !== 0 || mouse.shiftKey) return;
        dragging.current = true;
        const stop = () => {
          dragging.current = false;
          window.removeEventListener('mouseup', stop);
        };
        window.addEventListener('mouseup', stop);
      },
      onCellMouseOver: (event: CellMouseOverEvent<Row>) => {
        const mouse = event.event as globalThis.MouseEvent | null;
        const position = positionOf(event.rowIndex, event.column);
        const current = range.current;
        if (!dragging.current || !position || !current || !mouse || (mouse.buttons & 1) === 0) return;
        if (current.focus.rowIndex === position.rowIndex && current.focus.colId === position.colId) return;
        setRange({ anchor: current.anchor, focus: position });
      },
      /**
       * On the grid's container, in the capture phase (before the grid focuses the cell, which it
       * does on pointer down): Shift with a click or an arrow key extends the range; a right-click
       * inside the range keeps it, so the menu acts on all of it.
       */
      onPointerDownCapture: (event: PointerEvent) => {
        extendNext.current = event.shiftKey;
        contextNext.current = event.button === 2;
      },
      onKeyDownCapture: (event: KeyboardEvent) => {
        extendNext.current = event.shiftKey && navigationKeys.has(event.key);
      },
      /** The data rows and columns of the range; the focused cell alone when there is no range. */
      cells: (): RangeCells<Row> | null => {
        const api = apiRef.current;
        const current = range.current;
        if (!api || !current) return null;
        const rectangle = rectangleOf(api, current);
        const nodes = nodesBetween(api, rectangle.top, rectangle.bottom).filter(
          (node) => node.data !== undefined && !isGroupHeaderRow(node.data),
        );
        return { nodes, columns: rectangle.columns };
      },
      /** Every cell of the grid (Ctrl/Cmd+A). */
      selectAll: () => {
        const api = apiRef.current;
        const columns = api ? dataColumns(api) : [];
        const count = api?.getDisplayedRowCount() ?? 0;
        if (!api || count === 0 || columns.length === 0) return;
        setRange({
          anchor: { rowIndex: 0, colId: columns[0]!.getColId() },
          focus: { rowIndex: count - 1, colId: columns.at(-1)!.getColId() },
        });
      },
      /** Back to the focused cell alone (Ctrl/Cmd+D). */
      collapse: () => {
        const focused = apiRef.current?.getFocusedCell();
        const position = focused && positionOf(focused.rowIndex, focused.column);
        setRange(position ? { anchor: position, focus: position } : null);
      },
      /** The rows moved (sort, groups): a range of display positions would now mean other cells. */
      reset: () => setRange(null),
    };
  }, [apiRef]);
};

export type CellRangeControls<Row> = ReturnType<typeof useCellRange<Row>>;
