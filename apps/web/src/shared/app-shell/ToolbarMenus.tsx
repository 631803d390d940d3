import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import {
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ComponentType, type ReactNode, useState } from 'react';
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

/** A toolbar the person sees: its entries, and the help it offers (when it offers the help's routes). */
type ToolbarSection = { title: ToolbarTitle; entries: OfferedRoute[]; help: ToolbarHelpEntry | undefined };

/** A section's menu items: its routes, then its help; as an array, since a menu takes no fragments. */
const sectionItems = (
  section: ToolbarSection,
  { onChosen, onHelp, label }: { onChosen: () => void; onHelp: () => void; label: (key: string) => string },
) => [
  <RouteMenuItems key={`${section.title}-routes`} routes={section.entries} onChosen={onChosen} />,
  ...(section.help
    ? [
        <Divider key={`${section.title}-divider`} />,
        <MenuItem key={`${section.title}-help`} onClick={onHelp}>
          <ListItemIcon>
            <HelpOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{label(section.help.labelKey)}</ListItemText>
        </MenuItem>,
      ]
    : []),
];

/** A menu button; `items` gets the function that closes the menu. */
const MenuButton = ({
  label,
  startIcon,
  items,
}: {
  label: string;
  startIcon?: ReactNode;
  items: (close: () => void) => ReactNode;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const autoClose = useMenuAutoClose(close);
  return (
    <>
      <Button
        color="inherit"
        startIcon={startIcon}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        // Spaced-out text (WCAG 1.4.12) must not break a menu's name over two lines.
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: autoClose }}>
        {items(close)}
      </Menu>
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

/**
 * Advertising, Product, Global Retail, Sales, Orders: each shows only what the user may open. On a
 * narrow window (a tablet upright, a page zoomed to 200 %) the five menus become one "Menu" with a
 * heading per toolbar, so the app bar keeps to one row (WCAG 1.4.10).
 */
export const ToolbarMenus = ({ help = NO_HELP }: { help?: readonly ToolbarHelpEntry[] }) => {
  const { t } = useTranslation();
  const allowed = useAllowedRoutes();
  const user = useCurrentUser();
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const [helpOpen, setHelpOpen] = useState<ToolbarTitle | null>(null);
  const sections = toolbarTitles
    .map((title): ToolbarSection => {
      const entries = toolbarEntries(allowed, title, user);
      const offered = help.find((entry) => entry.toolbar === title);
      return {
        title,
        entries,
        help: offered && entries.some((route) => route.access === offered.withRouteAccess) ? offered : undefined,
      };
    })
    .filter((section) => section.entries.length > 0);
  const itemsOf = (section: ToolbarSection, close: () => void) =>
    sectionItems(section, {
      onChosen: close,
      onHelp: () => {
        close();
        setHelpOpen(section.title);
      },
      label: t,
    });
  return (
    <nav aria-label="Main" style={{ display: 'flex', minWidth: 0 }}>
      {compact ? (
        <MenuButton
          label={t('shell.mainMenu')}
          startIcon={<MenuIcon />}
          items={(close) =>
            sections.flatMap((section) => [
              // A heading of the menu, not an item of it (a menu holds items and separators).
              <ListSubheader key={`${section.title}-heading`} role="none" sx={{ lineHeight: 2.5 }}>
                {t(`toolbar.${section.title}`)}
              </ListSubheader>,
              ...itemsOf(section, close),
            ])
          }
        />
      ) : (
        sections.map((section) => (
          <MenuButton
            key={section.title}
            label={t(`toolbar.${section.title}`)}
            items={(close) => itemsOf(section, close)}
          />
        ))
      )}
      {sections.map(
        ({ title, help: offered }) =>
          offered && <offered.Dialog key={title} open={helpOpen === title} onClose={() => setHelpOpen(null)} />,
      )}
    </nav>
  );
};
