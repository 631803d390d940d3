import { Divider, ListSubheader, Menu, MenuItem } from '@mui/material';
import type { Column, GridApi } from 'ag-grid-community';
import {
  gridLanguageNames,
  gridOnlyLanguages,
  setGridLanguage,
  useGridLanguage,
  useGridTranslation,
} from './grid-language';
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

/**
 * A column's header menu: sort, pin, size, hide, back to the default layout, and the grid
 * language (the interface's, or a grid-only one: ja-JP, spec part 1 §1).
 */
export const ColumnMenu = ({ anchor, onClose, column, api, onResetColumns, extraItems = [] }: ColumnMenuProps) => {
  const { t } = useGridTranslation();
  const gridLanguage = useGridLanguage();
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
      <Divider />
      {/* A heading within the menu, not an item of it: a menu holds only items and separators (ARIA). */}
      <ListSubheader role="none" sx={{ lineHeight: 2.5 }}>
        {t('grid.language.title')}
      </ListSubheader>
      {[null, ...gridOnlyLanguages].map((language) => (
        <MenuItem
          key={language ?? 'interface'}
          role="menuitemradio"
          aria-checked={language === gridLanguage}
          selected={language === gridLanguage}
          lang={language ?? undefined}
          onClick={() => {
            onClose();
            setGridLanguage(language);
          }}
        >
          {language ? gridLanguageNames[language] : t('grid.language.interface')}
        </MenuItem>
      ))}
    </Menu>
  );
};
