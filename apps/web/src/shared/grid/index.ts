// The grid layer's public face: screens import from here, never from ag-grid-enterprise.
export { DataGrid, type DataGridProps } from './DataGrid';
export { type CellEdit, EDIT_HISTORY_LIMIT, type EditTransaction } from './edit-history';
export { cellText, copyText, type GridMenuItem, type GridMenuTarget } from './grid-menu';
export {
  fieldGroupPath,
  type GridRow,
  type GroupedRows,
  type GroupHeaderRow,
  type GroupRowsOptions,
  groupRowId,
  groupRows,
  isGroupHeaderRow,
} from './group-rows';
export { HistoryButtons } from './HistoryButtons';
export { type ClearedValue, isTextEntry, type SelectedCells } from './selection-keys';
export {
  createServerDatasource,
  type GridSort,
  type ServerDatasourceOptions,
  type ServerPage,
  type ServerPageRequest,
} from './server-datasource';
export {
  type CellValueChange,
  type EditHistory,
  type EditHistoryOptions,
  HISTORY_EVENT_SOURCE,
  type HistoryApplyReason,
  useEditHistory,
} from './use-edit-history';
export { type GroupControls, type UseGroupedRowsOptions, useGroupedRows } from './use-grouped-rows';
export { type CellRangeSelection, type SelectionKeysOptions, useSelectionKeys } from './use-selection-keys';
export {
  type ResultPage,
  type ResultPageFetcher,
  type ServerResultsOptions,
  useServerResults,
} from './use-server-results';
