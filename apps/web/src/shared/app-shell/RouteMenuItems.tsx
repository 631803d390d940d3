import { MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppRoute } from '../routing/route-table';

/** The menu entries of routes: each closes its menu and opens its page. */
export const RouteMenuItems = ({ routes, onChosen }: { routes: AppRoute[]; onChosen: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return routes.map((route) => (
    <MenuItem
      key={route.name}
      onClick={() => {
        onChosen();
        navigate(route.path);
      }}
    >
      {t(route.menu!.labelKey)}
    </MenuItem>
  ));
};
