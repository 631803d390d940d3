import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppRoute, ToolbarTitle } from '../routing/route-table';
import { toolbarTitles } from '../routing/route-table';
import { useAllowedRoutes } from '../routing/use-allowed-routes';

const ToolbarMenu = ({ title, entries }: { title: ToolbarTitle; entries: AppRoute[] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map((route) => (
          <MenuItem
            key={route.name}
            onClick={() => {
              setAnchor(null);
              navigate(route.path);
            }}
          >
            {t(route.menu!.labelKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** Advertising, Product, Global Retail, Sales, Orders: each shows only what the user may open. */
export const ToolbarMenus = () => {
  const allowed = useAllowedRoutes();
  return (
    <nav aria-label="Main">
      {toolbarTitles.map((title) => {
        const entries = allowed.filter((route) => route.menu?.toolbar === title);
        return entries.length > 0 ? <ToolbarMenu key={title} title={title} entries={entries} /> : null;
      })}
    </nav>
  );
};
