import { Box } from '@mui/material';
import type { Assortment } from '@stride/domain';
import type { CellKeyDownEvent, FullWidthCellKeyDownEvent, RowDragEndEvent } from 'ag-grid-community';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridProps, type GridRow, type GroupControls, isGroupHeaderRow } from '../../../shared/grid';
import { StatusAlertsDialog } from '../../alerts/StatusAlertsDialog';
import {
  ASSORTMENT_ROW_HEIGHT,
  type AssortmentColumnActions,
  type AssortmentRowActions,
  assortmentColumns,
  OPEN_KEYS,
  TOGGLE_KEYS,
} from './assortment-columns';

type AssortmentGridProps = {
  gridId: string;
  rows: readonly GridRow<Assortment>[];
  actions: AssortmentRowActions;
  /** Title and status can change here (not in the archive). */
  editable: boolean;
  /** Flat lists sort in the grid; the folder tree keeps the order of the sort select. */
  groups?: GroupControls;
  busy?: boolean;
  height?: number | string;
  onSelectionChange?: (rows: Assortment[]) => void;
  contextMenuItems?: DataGridProps<Assortment>['contextMenuItems'];
  /** Row dragging, for moving entries into folders (the whole row is the handle). */
  onDrop?: (dragged: GridRow<Assortment>, over: GridRow<Assortment> | undefined) => void;
  onGridReady?: DataGridProps<Assortment>['onGridReady'];
  /** Nesting of rows in the folder tree (see groupRows), for indenting titles. */
  depthById?: ReadonlyMap<string, number>;
};

/** Items are chosen with their checkbox (a click on a row opens or flips things); folder headers are not. */
const rowSelection: DataGridProps<Assortment>['rowSelection'] = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: false,
  enableClickSelection: false,
  isRowSelectable: (node) => !isGroupHeaderRow(node.data),
};

const isKey = (event: Event | null | undefined, keys: readonly string[]) =>
  event instanceof KeyboardEvent && keys.includes(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * A folder's header is a full-width row: the keyboard's menu key reaches the row, not the header
 * drawn inside it, so the header is handed the menu event as a right-click would.
 */
const openHeaderMenu = (event: KeyboardEvent) => {
  const wantsMenu = event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
  const target = event.target instanceof HTMLElement ? event.target : null;
  const header = wantsMenu
    ? target?.closest('.ag-full-width-row')?.querySelector('[data-testid="grid-group-row"]')
    : null;
  if (!header) return;
  event.preventDefault();
  const box = header.getBoundingClientRect();
  header.dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: box.left + 24, clientY: box.bottom }),
  );
};

/**
 * One of the manager's grids: the columns, the toggles, the status confirm, the title click, and
 * the status alerts dialog of a row.
 */
export const AssortmentGrid = ({
  gridId,
  rows,
  actions,
  editable,
  groups,
  busy,
  height = '100%',
  onSelectionChange,
  contextMenuItems,
  onDrop,
  onGridReady,
  depthById,
}: AssortmentGridProps) => {
  const { t } = useTranslation();
  // The row stays while the dialog closes, so its alerts do not vanish during the fade.
  const [alertsOf, setAlertsOf] = useState<{ row: Assortment; open: boolean }>();
  const showAlerts = (row: Assortment) => setAlertsOf({ row, open: true });
  const actionsRef = useRef<AssortmentColumnActions>({ ...actions, showAlerts });
  actionsRef.current = {
    ...actions,
    showAlerts,
    depthOf: depthById && ((row) => depthById.get(row._id) ?? 0),
  };
  const sortable = groups === undefined;
  const columns = useMemo(() => assortmentColumns(t, actionsRef, { editable, sortable }), [t, editable, sortable]);

  const onCellKeyDown = (event: CellKeyDownEvent<Assortment> | FullWidthCellKeyDownEvent<Assortment>) => {
    // Folder headers travel among the rows (see groupRows).
    const row = event.data as GridRow<Assortment> | undefined;
    if (!row) return;
    if (isGroupHeaderRow(row)) {
      if (isKey(event.event, TOGGLE_KEYS)) groups?.onToggle(row);
      return;
    }
    const colId = 'column' in event ? event.column.getColId() : undefined;
    if (row.type !== 'item' || event.api.getEditingCells().length > 0) return;
    if (colId === 'title' && isKey(event.event, OPEN_KEYS)) actionsRef.current.open(row);
    if (colId === 'starred' && isKey(event.event, TOGGLE_KEYS)) actionsRef.current.toggleStar(row);
    if (colId === 'archived' && isKey(event.event, TOGGLE_KEYS)) actionsRef.current.toggleArchive(row);
    if (colId === 'alerts' && isKey(event.event, TOGGLE_KEYS) && row.alerts.length > 0) showAlerts(row);
  };

  return (
    <Box sx={{ flex: 1, minHeight: 240, height }} onKeyDownCapture={openHeaderMenu}>
      <DataGrid<Assortment>
        gridId={gridId}
        label={t('assortmentManager.gridLabel')}
        rows={rows}
        groups={groups}
        busy={busy}
        columnDefs={columns}
        getRowId={(row) => row._id}
        rowHeight={ASSORTMENT_ROW_HEIGHT}
        noRowsText={t('assortmentManager.empty')}
        rowSelection={rowSelection}
        onSelectionChanged={(event) => onSelectionChange?.(event.api.getSelectedRows())}
        onCellKeyDown={onCellKeyDown}
        onGridReady={onGridReady}
        contextMenuItems={contextMenuItems}
        stopEditingWhenCellsLoseFocus
        {...(onDrop
          ? {
              rowDragEntireRow: true,
              rowDragManaged: false,
              onRowDragEnd: ({ node, overNode }: RowDragEndEvent<Assortment>) =>
                node.data &&
                onDrop(node.data as GridRow<Assortment>, overNode?.data as GridRow<Assortment> | undefined),
            }
          : {})}
      />
      {alertsOf && (
        <StatusAlertsDialog
          open={alertsOf.open}
          alerts={alertsOf.row.alerts}
          onClose={() => setAlertsOf({ ...alertsOf, open: false })}
          onClear={() => actions.clearAlerts(alertsOf.row)}
        />
      )}
    </Box>
  );
};
