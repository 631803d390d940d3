import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { OpenGridMenu } from './grid-menu';

/** The grid's right-click menu, at the mouse (AG Grid Community has none of its own). */
export const GridContextMenu = (props: { menu: OpenGridMenu | null; onClose: () => void }) => {
  const { menu, onClose } = props;
  const items = menu?.items ?? [];
  const withIcons = items.some((item) => item.icon);
  // Menu's list needs its items as direct children (no fragments) for keyboard navigation.
  const children = items.flatMap((item, index) => [
    ...(item.dividerBefore && index > 0 ? [<Divider key={`${item.id}-divider`} />] : []),
    <MenuItem
      key={item.id}
      disabled={item.disabled}
      onClick={() => {
        onClose();
        item.onSelect();
      }}
    >
      {item.icon && <ListItemIcon>{item.icon}</ListItemIcon>}
      <ListItemText inset={withIcons && !item.icon}>{item.label}</ListItemText>
    </MenuItem>,
  ]);
  return (
    <Menu
      open={items.length > 0}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
      slotProps={{ list: { dense: true } }}
    >
      {children}
    </Menu>
  );
};
