import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton } from '@mui/material';
import type { Column } from 'ag-grid-community';
import type { CustomHeaderProps } from 'ag-grid-react';
import { useEffect, useState } from 'react';
import { ColumnMenu } from './ColumnMenu';
import { useGridTranslation } from './grid-language';
import type { GridMenuItem } from './grid-menu';

export type ColumnHeaderParams = {
  onResetColumns: () => void;
  /** The owner's entries of a column's menu (see DataGrid's `columnMenuItems`). */
  columnMenuItems?: (column: Column) => GridMenuItem[];
};

/** The sort of a column, kept current: the grid changes it without re-rendering the header. */
const useColumnSort = (column: Column) => {
  const [sort, setSort] = useState(() => column.getSort());
  useEffect(() => {
    const update = () => setSort(column.getSort());
    column.addEventListener('sortChanged', update);
    return () => column.removeEventListener('sortChanged', update);
  }, [column]);
  return sort;
};

/** Every column's header: the name (click to sort), the sort arrow, and a menu button. */
export const ColumnHeader = (props: CustomHeaderProps & ColumnHeaderParams) => {
  const { t } = useGridTranslation();
  const sort = useColumnSort(props.column);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const sortable = Boolean(props.enableSorting);
  // A column drawn without a title (a picture, a drag handle) is named by its tooltip.
  const tooltip = props.column.getColDef().headerTooltip;
  const name = props.displayName || (typeof tooltip === 'string' ? tooltip : '');
  // The header cell (AG Grid's, where focus goes and aria-sort is) is named by its column alone:
  // named by its content, it would also read out the menu button's name ("Style Column menu for Style").
  useEffect(() => props.eGridHeader.setAttribute('aria-label', name), [props.eGridHeader, name]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', minWidth: 0, gap: 0.5 }}>
      <Box
        component="span"
        onClick={sortable ? () => props.progressSort(false) : undefined}
        sx={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          cursor: sortable ? 'pointer' : 'default',
        }}
      >
        {props.displayName}
      </Box>
      {sort === 'asc' && <ArrowUpwardIcon fontSize="inherit" aria-hidden />}
      {sort === 'desc' && <ArrowDownwardIcon fontSize="inherit" aria-hidden />}
      <IconButton
        size="small"
        aria-label={t('grid.column.menu', { column: name })}
        aria-haspopup="menu"
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        // A finger needs 24 px (WCAG 2.5.8); the icon stays small in the header.
        sx={{ p: 0.25, minWidth: 24, minHeight: 24 }}
      >
        <MoreVertIcon fontSize="inherit" />
      </IconButton>
      {menuAnchor && (
        <ColumnMenu
          anchor={menuAnchor}
          onClose={() => setMenuAnchor(null)}
          column={props.column}
          api={props.api}
          onResetColumns={props.onResetColumns}
          extraItems={props.columnMenuItems?.(props.column)}
        />
      )}
    </Box>
  );
};
