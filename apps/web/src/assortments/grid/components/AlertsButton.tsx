import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { type AssortmentAlert, formatAlertCount } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The status alert icon with its count (up to 9, then 9+; spec part 1 §9), opening the list of
 * alerts with 'Clear alerts'.
 */
export const AlertsButton = ({ alerts, onClear }: { alerts: readonly AssortmentAlert[]; onClear: () => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('assortmentGrid.alerts.button', { count: alerts.length });
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          <Badge badgeContent={alerts.length > 0 ? formatAlertCount(alerts.length) : undefined} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="status-alerts-title">
        <DialogTitle id="status-alerts-title">{t('assortmentGrid.alerts.title')}</DialogTitle>
        <DialogContent dividers>
          {alerts.length === 0 ? (
            <Typography color="text.secondary">{t('assortmentGrid.alerts.none')}</Typography>
          ) : (
            <List dense aria-label={t('assortmentGrid.alerts.title')}>
              {alerts.map((alert, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: alerts may repeat a style-colour.
                <ListItem key={index} disableGutters>
                  <ListItemText
                    primary={alert.color ? `${alert.style} ${alert.color}` : alert.style}
                    secondary={alert.message}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('actions.close')}</Button>
          <Button
            variant="contained"
            disabled={alerts.length === 0}
            onClick={() => {
              setOpen(false);
              onClear();
            }}
          >
            {t('assortmentGrid.alerts.clear')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
