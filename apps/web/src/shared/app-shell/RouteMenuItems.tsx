import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OfferedRoute } from '../routing/use-allowed-routes';

/** Opens an external tool in a new tab, without giving it a handle on this one. */
export const newTabProps = (href: string) => ({ href, target: '_blank', rel: 'noopener noreferrer' }) as const;

/** The menu entries of routes: each closes its menu and opens its page (an external tool in a new tab). */
export const RouteMenuItems = ({ routes, onChosen }: { routes: OfferedRoute[]; onChosen: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return routes.map((route) =>
    route.href ? (
      <MenuItem key={route.name} component="a" {...newTabProps(route.href)} onClick={onChosen}>
        <ListItemText>{t(route.menu!.labelKey)}</ListItemText>
        <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
          <OpenInNewIcon fontSize="small" aria-label={t('salesTools.newTab')} />
        </ListItemIcon>
      </MenuItem>
    ) : (
      <MenuItem
        key={route.name}
        onClick={() => {
          onChosen();
          navigate(route.path);
        }}
      >
        {t(route.menu!.labelKey)}
      </MenuItem>
    ),
  );
};
