import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import type { GridT } from './grid-language';
import { cellText, copyText, type GridMenuItem, type GridMenuTarget, rowText } from './grid-menu';
import type { EditHistory } from './use-edit-history';
import type { GroupControls } from './use-grouped-rows';

type DefaultMenuContext = { t: GridT; editHistory?: EditHistory; groups?: GroupControls };

/** The items every grid offers after the owner's: copy, undo/redo when editable, expand/collapse when grouped. */
export const defaultMenuItems = <Row,>(target: GridMenuTarget<Row>, context: DefaultMenuContext): GridMenuItem[] => {
  const { t, editHistory, groups } = context;
  const items: GridMenuItem[] = [];
  if (target.kind === 'cell') {
    const value = target.api.getCellValue({ rowNode: target.node, colKey: target.column, useFormatter: true });
    items.push(
      {
        id: 'copyCell',
        label: t('grid.menu.copyCell'),
        icon: <ContentCopyIcon />,
        onSelect: () => copyText(cellText(value)),
      },
      { id: 'copyRow', label: t('grid.menu.copyRow'), onSelect: () => copyText(rowText(target.api, target.node)) },
    );
  }
  if (editHistory) {
    items.push(
      {
        id: 'undo',
        label: t('grid.menu.undo'),
        icon: <UndoIcon />,
        disabled: !editHistory.canUndo,
        onSelect: editHistory.undo,
      },
      {
        id: 'redo',
        label: t('grid.menu.redo'),
        icon: <RedoIcon />,
        disabled: !editHistory.canRedo,
        onSelect: editHistory.redo,
      },
    );
  }
  if (groups?.onExpandAll && groups.onCollapseAll) {
    items.push(
      { id: 'expandAll', label: t('grid.menu.expandAll'), icon: <UnfoldMoreIcon />, onSelect: groups.onExpandAll },
      {
        id: 'collapseAll',
        label: t('grid.menu.collapseAll'),
        icon: <UnfoldLessIcon />,
        onSelect: groups.onCollapseAll,
      },
    );
  }
  const [first, ...rest] = items;
  return first ? [{ ...first, dividerBefore: true }, ...rest] : [];
};
