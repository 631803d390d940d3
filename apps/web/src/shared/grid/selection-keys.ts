import type { Column, GridApi, IRowNode } from 'ag-grid-community';
import { isGroupHeaderRow } from './group-rows';
import type { CellValueChange } from './use-edit-history';

/** The selection keys of an editable grid (spec part 1 §2 Keyboard). */
export type SelectionKey = 'selectAll' | 'deselectAll' | 'clear';

type KeyPress = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean };

/** Ctrl/Cmd+A selects all, Ctrl/Cmd+D deselects, Backspace/Delete clears the selected editable cells. */
export const selectionKeyOf = (event: KeyPress): SelectionKey | null => {
  if (event.altKey) return null;
  const command = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (command && key === 'a') return 'selectAll';
  if (command && key === 'd') return 'deselectAll';
  if (!command && (key === 'delete' || key === 'backspace')) return 'clear';
  return null;
};

/** Inputs, text areas and editable text keep their own keys (select text, undo typing). */
export const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The cells a key acts on: data rows (no group headers) and data columns, top-left first. */
export type SelectedCells<Row> = { nodes: readonly IRowNode<Row>[]; columns: readonly Column[] };

/** The value a cleared cell takes, or null to leave the cell as it is (a value that is always set). */
export type ClearedValue = (colId: string) => { value: unknown } | null;
const clearToNull: ClearedValue = () => ({ value: null });

/** What clearing the cells writes: the cleared value of each editable one. */
export const clearChanges = <Row>(
  cells: SelectedCells<Row>,
  clearedValue: ClearedValue = clearToNull,
): CellValueChange[] =>
  cells.nodes.flatMap((node) =>
    cells.columns.flatMap((column) => {
      const cleared = clearedValue(column.getColId());
      return cleared && node.id && column.isCellEditable(node)
        ? [{ rowId: node.id, field: column.getColId(), value: cleared.value }]
        : [];
    }),
  );

/** AG Grid's own columns (the selection checkboxes) hold no values. */
const isDataColumn = (column: Column) => !column.getColId().startsWith('ag-Grid-');
const isDataRow = <Row>(node: IRowNode<Row>) => node.data !== undefined && !isGroupHeaderRow(node.data);

/**
 * A grid without a cell range selects rows: when the focused cell is in a selected row, the
 * selection is every cell of the selected rows; otherwise there is none (and AG Grid clears the
 * focused cell itself).
 */
export const selectedRowCells = <Row>(api: GridApi<Row>): SelectedCells<Row> | null => {
  const focused = api.getFocusedCell();
  const focusedRow = focused ? api.getDisplayedRowAtIndex(focused.rowIndex) : undefined;
  if (!focusedRow?.isSelected()) return null;
  const nodes = api
    .getSelectedNodes()
    .filter(isDataRow)
    .sort((a, b) => (a.rowIndex ?? 0) - (b.rowIndex ?? 0));
  return { nodes, columns: api.getAllDisplayedColumns().filter(isDataColumn) };
};

/**
 * Selects every row the grid can: AG Grid's select-all works on client rows only, so a server
 * grid (infinite row model) selects the rows it has loaded.
 */
export const selectAllRows = <Row>(api: GridApi<Row>) => {
  if (!api.getGridOption('rowSelection')) return;
  if (api.getGridOption('rowModelType') !== 'infinite') {
    api.selectAll();
    return;
  }
  const nodes: IRowNode<Row>[] = [];
  api.forEachNode((node) => {
    if (isDataRow(node) && node.selectable) nodes.push(node);
  });
  api.setNodesSelected({ nodes, newValue: true, source: 'keyboardSelectAll' });
};
