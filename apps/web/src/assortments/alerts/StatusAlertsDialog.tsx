import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { AssortmentAlert } from '@stride/domain';
import { useTranslation } from 'react-i18next';

type StatusAlertsDialogProps = {
  open: boolean;
  alerts: readonly AssortmentAlert[];
  onClose: () => void;
  /** Called after the dialog has closed itself: the caller saves and says how many went. */
  onClear: () => void;
};

/**
 * The status alerts dialog (spec part 1 §2): the style-colours whose catalogue status changed,
 * with 'Clear alerts'. The grid header and the manager's lists both open this one.
 */
export const StatusAlertsDialog = ({ open, alerts, onClose, onClear }: StatusAlertsDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="status-alerts-title">
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
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button
          variant="contained"
          disabled={alerts.length === 0}
          onClick={() => {
            onClose();
            onClear();
          }}
        >
          {t('assortmentGrid.alerts.clear')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
