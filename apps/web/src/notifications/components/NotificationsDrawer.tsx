import DoneAllIcon from '@mui/icons-material/DoneAll';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import {
  Alert,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { describeNotification, NOTIFICATIONS_PAGE_SIZE, type Notification, orderPagePath } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatting } from '../../i18n/use-formatting';
import { useNotifications, useNotificationWrites } from '../api';

/** Spec part 1 §2 Menus: the Orders toolbar's notifications drawer. */
const NOTIFICATIONS_DRAWER_WIDTH = 360;
const NOTIFICATIONS_DRAWER_BACKGROUND = '#f5f5f5';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Another coordinator's notifications (read only), or null for the reader's own. */
  userCode: string | null;
};

const NotificationItem = ({
  notification,
  readOnly,
  onOpen,
  onToggle,
}: {
  notification: Notification;
  readOnly: boolean;
  onOpen: () => void;
  onToggle: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const format = useFormatting();
  const { title, reason } = describeNotification(i18n.language, notification);
  const isNew = notification.state === 'New';
  return (
    <ListItem
      disablePadding
      data-state={notification.state}
      sx={{ bgcolor: isNew ? 'background.paper' : 'transparent', borderBottom: 1, borderColor: 'divider' }}
      secondaryAction={
        readOnly ? undefined : (
          <Tooltip title={isNew ? t('orderNotifications.markRead') : t('orderNotifications.markUnread')}>
            <IconButton
              edge="end"
              aria-label={`${isNew ? t('orderNotifications.markRead') : t('orderNotifications.markUnread')}: ${title}`}
              onClick={onToggle}
            >
              {isNew ? <MarkEmailReadIcon fontSize="small" /> : <MarkEmailUnreadIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        )
      }
    >
      <ListItemButton onClick={onOpen} sx={{ alignItems: 'flex-start', pr: 7 }}>
        {isNew && (
          <Box
            aria-label={t('orderNotifications.new')}
            role="img"
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', mt: 1, mr: 1.5, flexShrink: 0 }}
          />
        )}
        <ListItemText
          sx={{ ml: isNew ? 0 : 2.5 }}
          primary={title}
          slotProps={{ primary: { sx: { fontWeight: isNew ? 600 : 400 } } }}
          secondary={`${reason} · ${format.dateTime(notification.createdDate)}`}
        />
      </ListItemButton>
    </ListItem>
  );
};

/**
 * The reader's order notifications, newest first: New ones stand out; one or all can be marked
 * read; a click opens the order (and marks it read). Another coordinator's list is read only.
 */
export const NotificationsDrawer = ({ open, onClose, userCode }: Props) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [limit, setLimit] = useState(NOTIFICATIONS_PAGE_SIZE);
  // The bell reads the reader's first page already, and says when it fails.
  const page = useNotifications(userCode, limit, userCode !== null || limit !== NOTIFICATIONS_PAGE_SIZE);
  const writes = useNotificationWrites();
  const readOnly = userCode !== null;
  const notifications = page.data?.data ?? [];
  const unread = page.data?.unreadCount ?? 0;

  const openOrder = (notification: Notification) => {
    if (!readOnly && notification.state === 'New') {
      writes.batch.mutate({ operation: 'setState', state: 'Read', ids: [notification._id] });
    }
    onClose();
    navigate(orderPagePath(notification.order));
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: NOTIFICATIONS_DRAWER_WIDTH, bgcolor: NOTIFICATIONS_DRAWER_BACKGROUND },
          'aria-labelledby': 'notifications-drawer-title',
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id="notifications-drawer-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('orderNotifications.title')}
        </Typography>
        {!readOnly && (
          <Button
            size="small"
            startIcon={<DoneAllIcon />}
            disabled={unread === 0 || writes.markAllRead.isPending}
            onClick={() => writes.markAllRead.mutate()}
          >
            {t('orderNotifications.markAllRead')}
          </Button>
        )}
      </Stack>
      {readOnly && (
        <Alert severity="info" sx={{ mx: 2, mb: 1 }}>
          {t('orderNotifications.viewing', { userCode })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {t('orderNotifications.unreadCount', { count: unread })}
      </Typography>
      {page.isSuccess && notifications.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
          {t('orderNotifications.empty')}
        </Typography>
      )}
      <List disablePadding aria-label={t('orderNotifications.title')}>
        {notifications.map((notification) => (
          <NotificationItem
            key={notification._id}
            notification={notification}
            readOnly={readOnly}
            onOpen={() => openOrder(notification)}
            onToggle={() =>
              writes.batch.mutate({
                operation: 'setState',
                state: notification.state === 'New' ? 'Read' : 'New',
                ids: [notification._id],
              })
            }
          />
        ))}
      </List>
      {(page.data?.totalCount ?? 0) > notifications.length && (
        <Button sx={{ m: 2 }} onClick={() => setLimit((current) => current + NOTIFICATIONS_PAGE_SIZE)}>
          {t('orderNotifications.showMore')}
        </Button>
      )}
    </Drawer>
  );
};
