import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { formatDateTime, type OrderApprovalStatus, type OrderHistoryEntry, type OrderStatus } from '@stride/domain';
import { useTranslation } from 'react-i18next';

/** Who moved the order from which status to which, and when (the approval history; any order type). */
export const OrderHistoryPanel = ({ entries }: { entries: readonly OrderHistoryEntry[] | undefined }) => {
  const { t } = useTranslation();
  // The approval status tells apart steps that keep the status (an approval that asks for a senior).
  const state = (status: OrderStatus, approval: OrderApprovalStatus) =>
    approval === 'PENDING'
      ? t(`orders.statuses.${status}`)
      : `${t(`orders.statuses.${status}`)} · ${t(`orders.approvalStatuses.${approval}`)}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {t('orders.history.title')}
      </Typography>
      <List dense data-testid="order-history">
        {entries?.map((entry) => (
          <ListItem key={entry._id} disableGutters>
            <ListItemText
              primary={t('orders.history.entry', {
                action: t(`orders.actions.${entry.action}`),
                from: state(entry.fromStatus, entry.fromApprovalStatus),
                to: state(entry.toStatus, entry.toApprovalStatus),
              })}
              secondary={`${entry.name} · ${formatDateTime(new Date(entry.createdDate))}`}
            />
          </ListItem>
        ))}
      </List>
      {entries?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('orders.history.empty')}
        </Typography>
      )}
    </Paper>
  );
};
