import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../dialogs/lazy-dialog';
import { type ToolbarTitle, toolbarTitles } from '../routing/app-route';
import { canOpen, type OfferedRoute, useAllowedRoutes } from '../routing/use-allowed-routes';
import { useCurrentUser } from '../session/session-store';
import { RouteMenuItems } from './RouteMenuItems';
import { useMenuAutoClose } from './use-menu-auto-close';

const AssortmentTrainingDialog = lazyDialog(() =>
  import('../../assortments/training/AssortmentTrainingDialog').then((module) => module.AssortmentTrainingDialog),
);

const ToolbarMenu = ({ title, entries }: { title: ToolbarTitle; entries: OfferedRoute[] }) => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const autoClose = useMenuAutoClose(() => setAnchor(null));
  const [trainingOpen, setTrainingOpen] = useState(false);
  // The Product toolbar's Help dialog on assortment training (spec part 1 §2 Menus).
  const offersTraining = title === 'product' && entries.some((route) => route.access === 'viewAssortments');
  return (
    <>
      <Button
        color="inherit"
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {t(`toolbar.${title}`)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: autoClose }}>
        <RouteMenuItems routes={entries} onChosen={() => setAnchor(null)} />
        {offersTraining && <Divider />}
        {offersTraining && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setTrainingOpen(true);
            }}
          >
            <ListItemIcon>
              <HelpOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('assortmentTraining.menu')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {offersTraining && <AssortmentTrainingDialog open={trainingOpen} onClose={() => setTrainingOpen(false)} />}
    </>
  );
};

/** A toolbar's menu entries: the allowed routes it offers. Some entries ask more of the menu than of the route (spec part 1 §6, Key Initiatives). */
const toolbarEntries = (allowed: OfferedRoute[], title: ToolbarTitle, user: ReturnType<typeof useCurrentUser>) =>
  allowed.filter(
    (route) => route.menu?.toolbar === title && (!route.menu.access || canOpen({ access: route.menu.access }, user)),
  );

/** Whether the user sees a toolbar at all (the Orders toolbar brings the notifications bell). */
export const useToolbarShown = (title: ToolbarTitle) => {
  const allowed = useAllowedRoutes();
  const user = useCurrentUser();
  return toolbarEntries(allowed, title, user).length > 0;
};

/** Advertising, Product, Global Retail, Sales, Orders: each shows only what the user may open. */
export const ToolbarMenus = () => {
  const allowed = useAllowedRoutes();
  const user = useCurrentUser();
  return (
    <nav aria-label="Main">
      {toolbarTitles.map((title) => {
        const entries = toolbarEntries(allowed, title, user);
        return entries.length > 0 ? <ToolbarMenu key={title} title={title} entries={entries} /> : null;
      })}
    </nav>
  );
};
