import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppRoute, type ToolbarTitle, toolbarTitles } from '../routing/app-route';
import { canOpen, type OfferedRoute, useAllowedRoutes } from '../routing/use-allowed-routes';
import { useCurrentUser } from '../session/session-store';
import { RouteMenuItems } from './RouteMenuItems';
import { useMenuAutoClose } from './use-menu-auto-close';

/**
 * A help entry a toolbar's menu shows below its routes, opening a dialog; the app hands these down
 * (the Product toolbar's Help on assortment training, spec part 1 §2 Menus). One per toolbar.
 */
export type ToolbarHelpEntry = {
  toolbar: ToolbarTitle;
  labelKey: string;
  /** The entry is offered when the menu offers a route of this rule. */
  withRouteAccess: AppRoute['access'];
  /** Rendered closed with the menu: a lazy one (shared/dialogs/lazy-dialog) loads its code on first opening. */
  Dialog: ComponentType<{ open: boolean; onClose: () => void }>;
};

const ToolbarMenu = ({
  title,
  entries,
  help,
}: {
  title: ToolbarTitle;
  entries: OfferedRoute[];
  help: ToolbarHelpEntry | undefined;
}) => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const autoClose = useMenuAutoClose(() => setAnchor(null));
  const [helpOpen, setHelpOpen] = useState(false);
  const offeredHelp = help && entries.some((route) => route.access === help.withRouteAccess) ? help : undefined;
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
        {offeredHelp && <Divider />}
        {offeredHelp && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setHelpOpen(true);
            }}
          >
            <ListItemIcon>
              <HelpOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(offeredHelp.labelKey)}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {offeredHelp && <offeredHelp.Dialog open={helpOpen} onClose={() => setHelpOpen(false)} />}
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

const NO_HELP: readonly ToolbarHelpEntry[] = [];

/** Advertising, Product, Global Retail, Sales, Orders: each shows only what the user may open. */
export const ToolbarMenus = ({ help = NO_HELP }: { help?: readonly ToolbarHelpEntry[] }) => {
  const allowed = useAllowedRoutes();
  const user = useCurrentUser();
  return (
    <nav aria-label="Main">
      {toolbarTitles.map((title) => {
        const entries = toolbarEntries(allowed, title, user);
        return entries.length > 0 ? (
          <ToolbarMenu
            key={title}
            title={title}
            entries={entries}
            help={help.find((entry) => entry.toolbar === title)}
          />
        ) : null;
      })}
    </nav>
  );
};
