import { Box } from '@mui/material';
import { GRID_PAGE_SIZE } from '@stride/domain';
import {
  type CellValueChangedEvent,
  type ColDef,
  type Column,
  type GetRowIdParams,
  type GridApi,
  type GridReadyEvent,
  type IDatasource,
  type IsFullWidthRowParams,
  ModuleRegistry,
  type PostSortRowsParams,
  type TabToNextCellParams,
} from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import { BusyBar } from './BusyBar';
import { ColumnHeader, type ColumnHeaderParams } from './ColumnHeader';
import { GridContextMenu } from './GridContextMenu';
import { GroupRowRenderer, type GroupRowRendererParams } from './GroupRowRenderer';
import { labelGrid } from './grid-label';
import { useGridTranslation } from './grid-language';
import { useGridLocaleText } from './grid-locale';
import type { GridMenuItem } from './grid-menu';
import { gridModules } from './grid-modules';
import { useGridTheme } from './grid-theme';
import { type GroupHeaderRow, isGroupHeaderRow } from './group-rows';
import { historyShortcut } from './history-shortcut';
import { type ClearedValue, isTextEntry } from './selection-keys';
import { type ControlledSort, useColumnLayout } from './use-column-layout';
import { type GridMenuOptions, useGridMenu } from './use-grid-menu';
import type { GroupControls } from './use-grouped-rows';
import { useSelectionKeys } from './use-selection-keys';

// Once for the whole app, when the first grid's code loads. Community modules only:
// ag-grid-enterprise is never used.
ModuleRegistry.registerModules(gridModules);

/** Grid options DataGrid sets itself; everything else of AG Grid passes through. */
type OwnedOption =
  | 'rowData'
  | 'datasource'
  | 'rowModelType'
  | 'cacheBlockSize'
  | 'getRowId'
  | 'columnDefs'
  | 'defaultColDef'
  | 'theme'
  | 'localeText'
  | 'getLocaleText'
  | 'initialState'
  | 'onStateUpdated'
  | 'onSortChanged'
  | 'onCellContextMenu'
  | 'onCellValueChanged'
  | 'isFullWidthRow'
  | 'fullWidthCellRenderer'
  | 'fullWidthCellRendererParams'
  | 'postSortRows'
  | 'overlayComponentParams'
  | 'enableBrowserTooltips';

/** Client-side rows (possibly with group headers from `groupRows`), or a server datasource. */
type GridData<Row> =
  | { rows: readonly (Row | GroupHeaderRow)[]; datasource?: never }
  | { datasource: IDatasource; rows?: never };

export type DataGridProps<Row> = Omit<AgGridReactProps<Row>, OwnedOption> &
  GridData<Row> &
  ControlledSort &
  GridMenuOptions<Row> & {
    /** Names the grid: its column layout is saved under this id. */
    gridId: string;
    /** What a screen reader calls the grid (its accessible name), e.g. "Products of the assortment". */
    label: string;
    columnDefs: ColDef<Row>[];
    defaultColDef?: ColDef<Row>;
    /** Rows are keyed by id (undo/redo, refreshes, selection). */
    getRowId: (row: Row) => string;
    /** Text of the no-rows overlay, e.g. the screen's empty-grid message. */
    noRowsText?: string;
    /** User edits in cells; values written by the edit history go to its `onApply` instead. */
    onCellValueChanged?: (event: CellValueChangedEvent<Row>) => void;
    /** Needed when `rows` holds group headers. */
    groups?: GroupControls;
    /**
     * Rows come sorted by the owner: the grid shows the sort (see `sort`/`onSortChange`) but keeps
     * the given order. On by default with `groups`, as a grid-side sort would mix rows across groups.
     */
    ownerSorts?: boolean;
    height?: number | string;
    /** A new set of rows is on its way (the shown ones stay until it comes): a bar across the top. */
    busy?: boolean;
    /** The owner's entries of a column's header menu, after its sort entries. */
    columnMenuItems?: (column: Column) => GridMenuItem[];
    /** What Backspace/Delete writes into a selected editable cell (default null; null leaves it). */
    clearedValue?: ClearedValue;
  };

const isGroupRow = (params: IsFullWidthRowParams) => isGroupHeaderRow(params.rowNode.data);

const keepRowOrder = (params: PostSortRowsParams) => params.nodes.sort((a, b) => a.sourceRowIndex - b.sourceRowIndex);

/**
 * Tab leaves the headers, then the rows, as in the ARIA grid pattern (arrow keys move inside):
 * walking every cell of hundreds of rows kept a keyboard user from what follows the grid. While
 * editing, Tab still goes on to the next cell, as in a spreadsheet.
 */
const tabOutOfRows = ({ editing, nextCellPosition }: TabToNextCellParams) =>
  editing ? (nextCellPosition ?? false) : false;
const tabOutOfHeaders = () => false;

/**
 * The one AG Grid wrapper of the app: theme, texts, column layout, menus, groups, and for an
 * editable grid (one with an edit history) undo/redo and the selection keys.
 */
export const DataGrid = <Row,>(props: DataGridProps<Row>) => {
  const {
    gridId,
    label,
    rows,
    datasource,
    columnDefs,
    defaultColDef,
    getRowId,
    noRowsText,
    sort,
    onSortChange,
    contextMenuItems,
    editHistory,
    groups,
    ownerSorts = groups !== undefined,
    onCellValueChanged,
    onGridReady,
    height = '100%',
    busy = false,
    columnMenuItems,
    clearedValue,
    ...gridOptions
  } = props;
  const { t } = useGridTranslation();
  const theme = useGridTheme();
  const getLocaleText = useGridLocaleText();
  const apiRef = useRef<GridApi<Row> | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const { initialState, onStateUpdated, onSortChanged, resetColumns } = useColumnLayout(
    gridId,
    { sort, onSortChange },
    apiRef,
  );
  const { menu, closeMenu, onCellContextMenu, onGroupContextMenu } = useGridMenu({
    contextMenuItems,
    editHistory,
    groups,
  });

  useEffect(() => () => editHistory?.connect(null), [editHistory?.connect]);

  // Owners pass these inline; kept in a ref, they do not change the grid's options on every render
  // of the owner (each change of an option costs the grid a pass).
  const latest = useRef({ getRowId, onGridReady, columnMenuItems, label });
  latest.current = { getRowId, onGridReady, columnMenuItems, label };

  // A new label (e.g. another language) once the grid is drawn; the first is set when it is ready.
  useEffect(() => labelGrid(containerRef.current, label), [label]);

  const handleGridReady = useCallback(
    (event: GridReadyEvent<Row>) => {
      apiRef.current = event.api;
      labelGrid(containerRef.current, latest.current.label);
      editHistory?.connect(event.api);
      latest.current.onGridReady?.(event);
    },
    [editHistory?.connect],
  );

  const handleCellValueChanged = useCallback(
    (event: CellValueChangedEvent<Row>) => {
      if (editHistory?.handleCellValueChanged(event)) return;
      onCellValueChanged?.(event);
    },
    [editHistory?.handleCellValueChanged, onCellValueChanged],
  );

  // In the capture phase: before AG Grid's own Delete, which would clear the focused cell alone.
  const selectionKeys = useSelectionKeys<Row>({ apiRef, history: editHistory, clearedValue });

  // Inputs and text areas keep their own Ctrl+Z.
  const handleKeyDown = (event: KeyboardEvent) => {
    const command = editHistory && historyShortcut(event);
    if (!command || isTextEntry(event.target) || apiRef.current?.getEditingCells().length) return;
    event.preventDefault();
    editHistory[command]();
  };

  const rowIdOf = useCallback(
    ({ data }: GetRowIdParams<Row>) => (isGroupHeaderRow(data) ? data.id : latest.current.getRowId(data)),
    [],
  );

  const headerParams: ColumnHeaderParams = useMemo(
    () => ({
      onResetColumns: () => apiRef.current && resetColumns(apiRef.current),
      columnMenuItems: (column: Column) => latest.current.columnMenuItems?.(column) ?? [],
    }),
    [resetColumns],
  );
  const mergedDefaultColDef = useMemo<ColDef<Row>>(
    () => ({ headerComponent: ColumnHeader, ...defaultColDef, headerComponentParams: headerParams }),
    [defaultColDef, headerParams],
  );

  const groupRowParams = useMemo<GroupRowRendererParams>(
    () => ({ groups, onContextMenu: (group, event) => onGroupContextMenu(group, event, apiRef.current) }),
    [groups, onGroupContextMenu],
  );

  const overlayParams = useMemo(
    () => ({ loading: { overlayText: t('grid.loading') }, noRows: { overlayText: noRowsText ?? t('grid.noRows') } }),
    [t, noRowsText],
  );

  return (
    <Box
      ref={containerRef}
      sx={{ height, position: 'relative' }}
      onKeyDownCapture={selectionKeys.onKeyDown}
      onKeyDown={handleKeyDown}
      data-testid={`grid-${gridId}`}
    >
      <AgGridReact<Row>
        // Few rows beyond the viewport: each rendered row costs on every new set of results.
        rowBuffer={4}
        // Rows move into place at once: an animation repaints the grid for frames after each change.
        animateRows={false}
        tabToNextCell={tabOutOfRows}
        tabToNextHeader={tabOutOfHeaders}
        {...gridOptions}
        // Native tooltips: AG Grid's own set up a tooltip manager in every cell of every row drawn.
        enableBrowserTooltips
        theme={theme}
        getLocaleText={getLocaleText}
        columnDefs={columnDefs}
        defaultColDef={mergedDefaultColDef}
        getRowId={rowIdOf}
        {...(datasource
          ? { rowModelType: 'infinite', datasource, cacheBlockSize: GRID_PAGE_SIZE }
          : // Group headers travel in rowData beside the rows; isFullWidthRow draws them across the row.
            { rowModelType: 'clientSide', rowData: rows as Row[] })}
        suppressMultiSort
        initialState={initialState}
        onStateUpdated={onStateUpdated}
        onSortChanged={onSortChanged}
        postSortRows={ownerSorts ? keepRowOrder : undefined}
        isFullWidthRow={isGroupRow}
        fullWidthCellRenderer={GroupRowRenderer}
        fullWidthCellRendererParams={groupRowParams}
        preventDefaultOnContextMenu
        onCellContextMenu={onCellContextMenu}
        onCellValueChanged={handleCellValueChanged}
        onGridReady={handleGridReady}
        overlayComponentParams={overlayParams}
      />
      {busy && <BusyBar />}
      <GridContextMenu menu={menu} onClose={closeMenu} />
    </Box>
  );
};
