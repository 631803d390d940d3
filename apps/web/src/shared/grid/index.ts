// The grid layer's public face: screens import from here, never from ag-grid-enterprise.
export { DataGrid, type DataGridProps } from './DataGrid';
export type { CellEdit } from './edit-history';
export { cellText, type GridMenuItem, type GridMenuTarget } from './grid-menu';
export {
  fieldGroupPath,
  type GridRow,
  type GroupHeaderRow,
  groupRowId,
  groupRows,
  isGroupHeaderRow,
} from './group-rows';
export { HistoryButtons } from './HistoryButtons';
export { isTextEntry } from './selection-keys';
export type { GridSort } from './server-datasource';
export { useCellButtonKeys } from './use-cell-button-keys';
export {
  type CellValueChange,
  type EditHistory,
  type HistoryApplyReason,
  useEditHistory,
} from './use-edit-history';
export { type GroupControls, useGroupedRows } from './use-grouped-rows';
export { useSelectionKeys } from './use-selection-keys';
export {
  type ResultPage,
  type ResultPageFetcher,
  useServerResults,
} from './use-server-results';
