import { Divider, Menu, MenuItem } from '@mui/material';
import type { GroupSortGroup } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import type { StyleOrder } from '../style-orders';
import type { SortActions } from '../use-sort-actions';
import { autosortMenuItems } from './autosort-menu-items';

type Props = {
  anchor: HTMLElement | null;
  onClose: () => void;
  group: GroupSortGroup;
  /** The assortment's autosort orders. */
  orders: readonly StyleOrder[];
  actions: SortActions;
  onRename: (title: string) => void;
  onDelete: (title: string) => void;
};

/** A group's menu: style sort ("Autosort styles"), and rename and delete unless it is the locked Uncategorized. */
export const GroupMenu = ({ anchor, onClose, group, orders, actions, onRename, onDelete }: Props) => {
  const { t } = useTranslation();
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {autosortMenuItems(t, orders, {
        disabled: group.styles.length < 2,
        onPick: (order) => {
          onClose();
          actions.sortStyles(group.title, order);
        },
      })}
      {!group.locked && [
        <Divider key="divider" />,
        <MenuItem key="rename" onClick={run(() => onRename(group.title))}>
          {t('groupSort.group.rename')}
        </MenuItem>,
        <MenuItem key="delete" onClick={run(() => onDelete(group.title))}>
          {t('groupSort.group.delete')}
        </MenuItem>,
      ]}
    </Menu>
  );
};
