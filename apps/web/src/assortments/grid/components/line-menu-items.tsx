import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RenameIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditIcon from '@mui/icons-material/EditNoteOutlined';
import PictureIcon from '@mui/icons-material/ImageOutlined';
import MatchIcon from '@mui/icons-material/RuleOutlined';
import type { AssortmentProduct } from '@stride/domain';
import type { TFunction } from 'i18next';
import type { GridMenuItem, GridMenuTarget } from '../../../shared/grid';
import type { CellRangeControls } from '../use-cell-range';
import type { RowHistory } from '../use-row-history';

type Row = AssortmentProduct;
type CellTarget = Extract<GridMenuTarget<Row>, { kind: 'cell' }>;

/**
 * The lines a right-click acts on: the selected rows when the clicked row is one of them, else
 * the rows of the cell range when the clicked cell is in it, else the clicked row.
 */
const targetLineIds = (target: CellTarget, range: CellRangeControls<Row>): string[] => {
  const selected = target.api.getSelectedNodes().flatMap((node) => (node.id ? [node.id] : []));
  if (selected.includes(target.rowId)) return selected;
  const cells = range.cells();
  const inRange = cells?.nodes.flatMap((node) => (node.id ? [node.id] : [])) ?? [];
  const columnInRange = cells?.columns.some((column) => column.getColId() === target.column.getColId()) ?? false;
  return columnInRange && inRange.includes(target.rowId) ? inRange : [target.rowId];
};

/** The dialogs a right-click opens on lines. */
export type LineDialog =
  | { kind: 'rename'; row: Row }
  | { kind: 'picture'; row: Row }
  | { kind: 'editCells'; ids: string[] }
  | { kind: 'match'; ids: string[] };

/**
 * A cell's right-click entries: rename a line or set its picture, edit the cells of lines or match them to one,
 * delete them, fill down and clear the range.
 */
export const lineMenuItems = (input: {
  t: TFunction;
  target: CellTarget;
  range: CellRangeControls<Row>;
  sheet: { fillDown: () => void; clear: () => void };
  rowHistory: RowHistory;
  onDialog: (dialog: LineDialog) => void;
}): GridMenuItem[] => {
  const { t, target, range, sheet, rowHistory, onDialog } = input;
  const ids = targetLineIds(target, range);
  const row = target.api.getRowNode(target.rowId)?.data;
  return [
    ...(ids.length === 1 && row
      ? [
          {
            id: 'renameLine',
            label: t('assortmentEditDialogs.menu.rename'),
            icon: <RenameIcon fontSize="small" />,
            onSelect: () => onDialog({ kind: 'rename', row }),
          },
          {
            id: 'productImage',
            label: t('assortmentFiles.productImage.menu'),
            icon: <PictureIcon fontSize="small" />,
            onSelect: () => onDialog({ kind: 'picture', row }),
          },
        ]
      : []),
    {
      id: 'editCells',
      label: t('assortmentEditDialogs.menu.editCells'),
      icon: <EditIcon fontSize="small" />,
      onSelect: () => onDialog({ kind: 'editCells', ids }),
    },
    ...(ids.length > 1
      ? [
          {
            id: 'matchModified',
            label: t('assortmentEditDialogs.menu.match'),
            icon: <MatchIcon fontSize="small" />,
            onSelect: () => onDialog({ kind: 'match', ids }),
          },
        ]
      : []),
    {
      id: 'deleteLines',
      dividerBefore: true,
      label:
        ids.length === 1
          ? t('assortmentGrid.menu.deleteLine')
          : t('assortmentGrid.menu.deleteLines', { lines: ids.length }),
      icon: <DeleteIcon fontSize="small" />,
      onSelect: () => rowHistory.deleteProducts(ids, { announce: true }),
    },
    { id: 'fillDown', label: t('assortmentGrid.menu.fillDown'), dividerBefore: true, onSelect: sheet.fillDown },
    { id: 'clearCells', label: t('assortmentGrid.menu.clearCells'), onSelect: sheet.clear },
  ];
};
