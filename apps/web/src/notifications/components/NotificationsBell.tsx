import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../shared/dialogs/lazy-dialog';
import { useNotifications } from '../api';
import { useViewedCoordinator } from '../viewed-coordinator';

const NotificationsDrawer = lazyDialog(() =>
  import('./NotificationsDrawer').then((module) => module.NotificationsDrawer),
);

/** The app bar's bell (with the Orders toolbar): the unread count as a badge, and the drawer. */
export const NotificationsBell = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const viewed = useViewedCoordinator();
  // The badge is always the reader's own unread count.
  const unread = useNotifications(null).data?.unreadCount ?? 0;
  const label = t('orderNotifications.open', { count: unread });
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {open && <NotificationsDrawer open={open} onClose={() => setOpen(false)} userCode={viewed} />}
    </>
  );
};
