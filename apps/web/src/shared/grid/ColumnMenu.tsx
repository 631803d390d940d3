import { Divider, Menu, MenuItem } from '@mui/material';
import type { Column, GridApi } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import type { GridMenuItem } from './grid-menu';
import { sortModelFromGridSort } from './server-datasource';

type ColumnMenuProps = {
  anchor: HTMLElement | null;
  onClose: () => void;
  column: Column;
  api: GridApi;
  onResetColumns: () => void;
  /** The owner's entries for this column, after the sort entries. */
  extraItems?: readonly GridMenuItem[];
};

/** An entry of the menu: ours are named by their id in `grid.column`, the owner's carry a label. */
type ColumnAction = { id: string; label?: string; run: () => void; disabled?: boolean; divider?: boolean };

/** A column's header menu: sort, pin, size, hide, and back to the default layout. */
export const ColumnMenu = ({ anchor, onClose, column, api, onResetColumns, extraItems = [] }: ColumnMenuProps) => {
  const { t } = useTranslation();
  const colId = column.getColId();
  const sortable = column.isSortable();
  const sort = column.getSort();
  const pinned = column.getPinned();
  // One sorted column at a time: the server sorts by a single field.
  const sortBy = (direction: 'asc' | 'desc' | null) =>
    api.applyColumnState({
      state: sortModelFromGridSort(direction ? { colId, direction } : null),
      defaultState: { sort: null },
    });
  const actions: ColumnAction[] = [
    { id: 'sortAscending', run: () => sortBy('asc'), disabled: !sortable || sort === 'asc' },
    { id: 'sortDescending', run: () => sortBy('desc'), disabled: !sortable || sort === 'desc' },
    { id: 'clearSort', run: () => sortBy(null), disabled: !sortable || !sort },
    ...extraItems.map((item) => ({ id: item.id, label: item.label, run: item.onSelect, disabled: item.disabled })),
    { id: 'pinLeft', run: () => api.setColumnsPinned([colId], 'left'), disabled: pinned === 'left', divider: true },
    { id: 'pinRight', run: () => api.setColumnsPinned([colId], 'right'), disabled: pinned === 'right' },
    { id: 'unpin', run: () => api.setColumnsPinned([colId], null), disabled: !pinned },
    { id: 'autosize', run: () => api.autoSizeColumns([colId]), disabled: false, divider: true },
    { id: 'hide', run: () => api.setColumnsVisible([colId], false), disabled: false },
    { id: 'reset', run: onResetColumns, disabled: false, divider: true },
  ];
  return (
    <Menu open={anchor !== null} anchorEl={anchor} onClose={onClose} slotProps={{ list: { dense: true } }}>
      {actions.flatMap((action) => [
        ...(action.divider ? [<Divider key={`${action.id}-divider`} />] : []),
        <MenuItem
          key={action.id}
          disabled={action.disabled}
          onClick={() => {
            onClose();
            action.run();
          }}
        >
          {action.label ?? t(`grid.column.${action.id}`)}
        </MenuItem>,
      ])}
    </Menu>
  );
};
