import { Divider, ListSubheader, Menu, MenuItem } from '@mui/material';
import type { GroupSortGroup } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import type { StyleOrder } from '../style-orders';
import type { SortActions } from '../use-sort-actions';

type Props = {
  anchor: HTMLElement | null;
  onClose: () => void;
  group: GroupSortGroup;
  actions: SortActions;
  onRename: (title: string) => void;
  onDelete: (title: string) => void;
};

const orders: StyleOrder[] = ['styleNumber', 'name'];

/** A group's menu: style sort ("Autosort styles"), and rename and delete unless it is the locked Uncategorized. */
export const GroupMenu = ({ anchor, onClose, group, actions, onRename, onDelete }: Props) => {
  const { t } = useTranslation();
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <ListSubheader>{t('groupSort.group.autosort')}</ListSubheader>
      {orders.map((order) => (
        <MenuItem
          key={order}
          disabled={group.styles.length < 2}
          onClick={run(() => actions.sortStyles(group.title, order))}
        >
          {t(`groupSort.group.autosortBy.${order}`)}
        </MenuItem>
      ))}
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
