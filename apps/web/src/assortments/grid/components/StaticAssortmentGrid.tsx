import { alpha, Box } from '@mui/material';
import { type AssortmentLabel, type AssortmentProduct, dropBeforeId, pillarsByProductType } from '@stride/domain';
import type {
  CellValueChangedEvent,
  ColDef,
  Column,
  GridApi,
  IRowNode,
  RowClassParams,
  RowDragEndEvent,
  RowSelectionOptions,
} from 'ag-grid-community';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_ROW_HEIGHT, useDetailFormatting } from '../../../products';
import {
  DataGrid,
  fieldGroupPath,
  type GridMenuItem,
  type GridMenuTarget,
  isGroupHeaderRow,
  useGroupedRows,
} from '../../../shared/grid';
import { useStoreValue } from '../../../shared/state/create-store';
import { LineEditDialogs } from '../edit-dialogs/LineEditDialogs';
import { sortAssortmentRows } from '../sort-rows';
import type { AssortmentBatches } from '../use-assortment-batches';
import { IN_RANGE_CLASS, useCellRange } from '../use-cell-range';
import type { GridSettingsControls } from '../use-grid-settings';
import type { RowHistory } from '../use-row-history';
import { useSheetCommands } from '../use-sheet-commands';
import { assortmentColumns } from './assortment-columns';
import { type LineDialog, lineMenuItems } from './line-menu-items';

type Row = AssortmentProduct;
const rowId = (row: Row) => row.id;
const noGroups = () => [];
const userColumnSources = new Set(['api', 'autosizeColumns', 'columnMenu', 'contextMenu']);
// Grid options are module constants: a new object or function on a render makes the grid redo
// its columns or redraw every row.
const defaultColDef: ColDef<Row> = { cellDataType: false };
const rowSelection: RowSelectionOptions<Row> = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: true,
  enableClickSelection: false,
};
/** The handle rows are dragged by; it works while the grid shows the assortment's own order. */
const dragColumn = (canDrag: boolean, tooltip: string): ColDef<Row> => ({
  colId: 'rowDrag',
  headerName: '',
  headerTooltip: tooltip,
  rowDrag: canDrag,
  width: 40,
  pinned: 'left',
  lockPinned: true,
  suppressMovable: true,
  sortable: false,
  resizable: false,
  editable: false,
});
const isRowSelectable = (node: IRowNode<Row>) => node.data !== undefined && !isGroupHeaderRow(node.data);
const rowClass = ({ data }: RowClassParams<Row>) =>
  data && !isGroupHeaderRow(data) && !data.inCatalogue ? 'assortment-row-left-catalogue' : undefined;

type StaticAssortmentGridProps = {
  batches: AssortmentBatches;
  settings: GridSettingsControls;
  rowHistory: RowHistory;
  /** Opens the custom sort dialog of a column. */
  onCustomizeSort: (column: Column) => void;
};

/**
 * The grid of a static assortment: a spreadsheet of its style-colours. Cells edit by the domain's
 * cell rules and are saved in batches; ranges copy, paste, clear and fill; rows are grouped and
 * sorted here (the grid keeps the given order).
 */
export const StaticAssortmentGrid = memo(
  ({ batches, settings, rowHistory, onCustomizeSort }: StaticAssortmentGridProps) => {
    const { t } = useTranslation();
    const format = useDetailFormatting();
    const rows = useStoreValue(batches.store, (state) => state.rows);
    // By value: every batch answer brings the labels as a new array.
    const labelsKey = useStoreValue(batches.store, (state) => JSON.stringify(state.assortment.labels));
    const labels = useMemo<AssortmentLabel[]>(() => JSON.parse(labelsKey), [labelsKey]);
    const productType = useStoreValue(batches.store, (state) => state.assortment.productType);
    const assortmentId = useStoreValue(batches.store, (state) => state.assortment._id);
    const updating = useStoreValue(batches.store, (state) => state.longSave || state.reloading);
    const apiRef = useRef<GridApi<Row> | null>(null);
    const range = useCellRange<Row>(apiRef);
    const { history } = rowHistory;
    const sheet = useSheetCommands<Row>({ apiRef, range, history, canChange: batches.guard });

    const { sort, grouped, settings: current } = settings;
    const sorted = useMemo(
      () => sortAssortmentRows(rows, sort, current.grid.customSort),
      [rows, sort, current.grid.customSort],
    );
    const groupPath = useMemo(
      () => (grouped ? fieldGroupPath<Row>([current.groupBy as keyof Row]) : noGroups),
      [grouped, current.groupBy],
    );
    const groupedRows = useGroupedRows(sorted, { getRowId: rowId, groupPath });
    // Sorting or grouping puts other rows at the range's display positions.
    // biome-ignore lint/correctness/useExhaustiveDependencies: the range is reset when the order changes.
    useEffect(() => range.reset(), [range, sort, groupPath]);

    // Dragging rows changes the assortment's own order, so it is offered only while that order shows.
    const canDrag = sort === null && !grouped;
    const columns = useMemo(
      () => [
        dragColumn(canDrag, t(canDrag ? 'assortmentGrid.rowDrag.hint' : 'assortmentGrid.rowDrag.unavailable')),
        ...assortmentColumns(t, format, {
          labels,
          pillars: pillarsByProductType[productType],
          editable: true,
          isInRange: range.isInRange,
        }),
      ],
      [t, format, labels, productType, range.isInRange, canDrag],
    );

    const onRowDragEnd = useCallback(
      (event: RowDragEndEvent<Row>) => {
        const over = event.overNode;
        const moving = event.nodes.flatMap((node) => (node.id ? [node.id] : []));
        if (!over?.id || !event.node.id || moving.length === 0) return;
        const order = sorted.map((row) => row.id);
        const draggedDown = order.indexOf(over.id) > order.indexOf(event.node.id);
        rowHistory.moveRows(moving, dropBeforeId(order, moving, over.id, draggedDown));
      },
      [sorted, rowHistory],
    );

    const onCellValueChanged = useCallback(
      (event: CellValueChangedEvent<Row>) => {
        if (!event.node.id) return;
        batches.updateRows([{ id: event.node.id, changes: { [event.column.getColId()]: event.newValue } }]);
      },
      [batches],
    );

    const [dialog, setDialog] = useState<LineDialog | null>(null);
    const closeDialog = useCallback(() => setDialog(null), []);
    const menuItems = useCallback(
      (target: GridMenuTarget<Row>): GridMenuItem[] =>
        target.kind === 'cell' ? lineMenuItems({ t, target, range, sheet, rowHistory, onDialog: setDialog }) : [],
      [t, range, sheet, rowHistory],
    );

    // The user's own changes only (a drag, the column menu): not the grid starting or new column definitions.
    const saveColumns = ({ api, finished, source }: { api: GridApi; finished?: boolean; source: string }) => {
      if (finished !== false && (source.startsWith('ui') || userColumnSources.has(source))) settings.saveColumns(api);
    };

    return (
      <Box
        sx={{
          flex: 1,
          minHeight: 320,
          [`& .${IN_RANGE_CLASS}`]: { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.14) },
          '& .assortment-row-left-catalogue': { color: 'text.disabled' },
        }}
        onKeyDownCapture={sheet.onKeyDownCapture}
        onPointerDownCapture={range.onPointerDownCapture}
        onCopy={sheet.onCopy}
        onPaste={sheet.onPaste}
      >
        <DataGrid<Row>
          gridId="assortment-grid"
          label={t('assortmentGrid.gridLabel')}
          rows={groupedRows.rows}
          groups={groupedRows.groups}
          ownerSorts
          sort={sort}
          onSortChange={settings.setSort}
          columnDefs={columns}
          defaultColDef={defaultColDef}
          getRowId={rowId}
          rowHeight={THUMBNAIL_ROW_HEIGHT}
          // Every column is drawn: a sheet scrolls sideways without blank cells filling in.
          suppressColumnVirtualisation
          noRowsText={t('assortmentGrid.empty.static')}
          editHistory={history}
          busy={updating}
          rowSelection={rowSelection}
          isRowSelectable={isRowSelectable}
          getRowClass={rowClass}
          stopEditingWhenCellsLoseFocus
          contextMenuItems={menuItems}
          columnMenuItems={(column) =>
            column.isSortable()
              ? [
                  {
                    id: 'customSort',
                    label: t('assortmentGrid.customSort.menu'),
                    onSelect: () => onCustomizeSort(column),
                  },
                ]
              : []
          }
          onGridReady={(event) => {
            apiRef.current = event.api;
            settings.applyColumns(event.api);
          }}
          onCellValueChanged={onCellValueChanged}
          rowDragMultiRow
          onRowDragEnd={onRowDragEnd}
          onCellEditingStarted={(event) => {
            if (batches.isUpdating()) {
              event.api.stopEditing(true);
              batches.guard();
            }
          }}
          onCellFocused={range.onCellFocused}
          onCellMouseDown={range.onCellMouseDown}
          onCellMouseOver={range.onCellMouseOver}
          onColumnMoved={saveColumns}
          onColumnResized={saveColumns}
          onColumnVisible={saveColumns}
          onColumnPinned={saveColumns}
        />
        <LineEditDialogs
          assortmentId={assortmentId}
          dialog={dialog}
          rows={sorted}
          labels={labels}
          productType={productType}
          batches={batches}
          rowHistory={rowHistory}
          onClose={closeDialog}
        />
      </Box>
    );
  },
);
