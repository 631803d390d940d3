import SortIcon from '@mui/icons-material/Sort';
import { Button, Menu } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Groups } from '../group-sort-moves';
import type { StyleOrder } from '../style-orders';
import type { SortActions } from '../use-sort-actions';
import { autosortMenuItems } from './autosort-menu-items';

type Props = { groups: Groups; orders: readonly StyleOrder[]; actions: SortActions };

/** Autosorts the styles of every group at once (one save), each within its group. */
export const AutosortAllButton = ({ groups, orders, actions }: Props) => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        disabled={!groups.some((group) => group.styles.length > 1)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('groupSort.autosortAll')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {autosortMenuItems(t, orders, {
          onPick: (order) => {
            close();
            actions.sortStyles(null, order);
          },
        })}
      </Menu>
    </>
  );
};
