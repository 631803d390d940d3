import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/use-formatting';
import { useWebhookDeliveries } from '../api';

const statusColors = { pending: 'info', delivered: 'success', failed: 'error' } as const;

/** An endpoint's last 100 deliveries: event, status, when, tries and the receiver's answer code. */
export const DeliveriesPanel = ({ webhookId }: { webhookId: string }) => {
  const { t } = useTranslation();
  const format = useFormatting();
  const deliveries = useWebhookDeliveries(webhookId);
  if (deliveries.data?.length === 0)
    return <Typography color="text.secondary">{t('webhooks.noDeliveries')}</Typography>;
  return (
    <Table size="small" aria-label={t('webhooks.deliveries')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('webhooks.columns.event')}</TableCell>
          <TableCell>{t('webhooks.columns.status')}</TableCell>
          <TableCell>{t('webhooks.columns.time')}</TableCell>
          <TableCell>{t('webhooks.columns.attempts')}</TableCell>
          <TableCell>{t('webhooks.columns.answer')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {deliveries.data?.map((delivery) => (
          <TableRow key={delivery._id} data-testid="webhook-delivery">
            <TableCell>{delivery.event}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={statusColors[delivery.status]}
                label={t(`webhooks.status.${delivery.status}`)}
              />
            </TableCell>
            <TableCell>{format.dateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</TableCell>
            <TableCell>{delivery.attempts}</TableCell>
            <TableCell title={delivery.error ?? undefined}>
              {delivery.responseStatus ?? delivery.error ?? '–'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
