import { Box, Button, Divider, ListItemText, Menu, MenuItem } from '@mui/material';
import { fullName } from '@stride/domain';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowedRoutes } from '../routing/use-allowed-routes';
import { useCurrentUser } from '../session/session-store';
import { LogoutContext } from './logout-context';
import { narrowHidden } from './narrow-hidden';
import { RouteMenuItems } from './RouteMenuItems';
import { useMenuAutoClose } from './use-menu-auto-close';

export const UserMenu = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useContext(LogoutContext);
  const entries = useAllowedRoutes().filter((route) => route.menu?.toolbar === 'user');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const autoClose = useMenuAutoClose(() => setAnchor(null));
  if (!user) return null;
  return (
    <>
      <Button
        color={color}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        // The name starts with the words shown, then says what the button is (WCAG 2.5.3 Label in Name).
        aria-label={`${fullName(user)}, ${t('shell.userMenu')}`}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 0 }}
      >
        {/* The initials are drawn, not written: as text they would lead the button's visible label. */}
        <Box
          aria-hidden
          data-initials={`${user.name.charAt(0)}${user.lastName.charAt(0)}`}
          sx={{
            width: 30,
            height: 30,
            mr: { xs: 0, md: 1 },
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: 14,
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            '&::before': { content: 'attr(data-initials)' },
          }}
        />
        <Box component="span" sx={narrowHidden}>
          {fullName(user)}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: autoClose }}>
        <MenuItem disabled>
          <ListItemText primary={fullName(user)} secondary={user.email} />
        </MenuItem>
        <Divider />
        <RouteMenuItems routes={entries} onChosen={() => setAnchor(null)} />
        {entries.length > 0 && logout && <Divider />}
        {logout && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void logout();
            }}
          >
            {t('shell.logout')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
};
