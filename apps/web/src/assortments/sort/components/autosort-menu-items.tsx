import { ListSubheader, MenuItem } from '@mui/material';
import type { TFunction } from 'i18next';
import { type StyleOrder, styleOrderLabelKey } from '../style-orders';

/**
 * The "Autosort styles" entries of a menu, one per order. An array, not a component: MUI's Menu
 * moves the keyboard focus among its direct MenuItem children only.
 */
export const autosortMenuItems = (
  t: TFunction,
  orders: readonly StyleOrder[],
  { disabled = false, onPick }: { disabled?: boolean; onPick: (order: StyleOrder) => void },
) => [
  <ListSubheader key="autosort" role="none">
    {t('groupSort.group.autosort')}
  </ListSubheader>,
  ...orders.map((order) => (
    <MenuItem key={order} disabled={disabled} onClick={() => onPick(order)}>
      {t(styleOrderLabelKey(order))}
    </MenuItem>
  )),
];
