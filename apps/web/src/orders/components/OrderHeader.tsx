import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { formatDateTime, formatGridDate, type Order } from '@stride/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OrderStatusChips } from './OrderStatusChips';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 140 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2">{children || '—'}</Typography>
  </Box>
);

/** An order's header for any order type: number, status, approval status, the people and the dates. */
export const OrderHeader = ({
  order,
  title,
  printPath,
  saving,
  facts = [],
  children,
}: {
  order: Order;
  title: string;
  /** The order's print view, when it has one. */
  printPath?: string;
  saving?: boolean;
  /** More of what the page knows about the order, after the people and dates. */
  facts?: readonly { label: string; value: string }[];
  /** The order's actions. */
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const when = (value: string | null) => (value ? formatDateTime(new Date(value)) : null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="order-header">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" data-testid="order-title">
          {title} {order.orderNumber}
        </Typography>
        <Typography color="text.secondary">{order.orderIdentifier}</Typography>
        <OrderStatusChips status={order.status} orderApprovalStatus={order.orderApprovalStatus} />
        {saving && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }} data-testid="order-saving">
            <CircularProgress size={14} />
            <Typography variant="caption">{t('orders.page.saving')}</Typography>
          </Stack>
        )}
        <Box sx={{ flex: 1 }} />
        {printPath && (
          <Button size="small" startIcon={<PrintOutlinedIcon />} component={RouterLink} to={printPath}>
            {t('orders.page.print')}
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ gap: 3, mt: 1.5, flexWrap: 'wrap' }}>
        <Fact label={t('orders.fields.requester')}>{order.requesterName}</Fact>
        {order.type === 'PROMO' && <Fact label={t('orders.fields.approver')}>{order.approverName}</Fact>}
        {order.type === 'PROMO' && order.needsSeniorApproval && (
          <Fact label={t('orders.fields.seniorApprover')}>{order.seniorApproverName}</Fact>
        )}
        <Fact label={t('orders.fields.coordinator')}>{order.coordinatorName}</Fact>
        <Fact label={t('orders.fields.createdDate')}>{when(order.createdDate)}</Fact>
        <Fact label={t('orders.fields.submittedDate')}>{when(order.submittedDate)}</Fact>
        <Fact label={t('orders.fields.completedDate')}>{when(order.completedDate)}</Fact>
        <Fact label={t('orders.fields.requestedDeliveryDate')}>
          {order.requestedDeliveryDate ? formatGridDate(order.requestedDeliveryDate) : null}
        </Fact>
        {facts.map((fact) => (
          <Fact key={fact.label} label={fact.label}>
            {fact.value}
          </Fact>
        ))}
      </Stack>
      {children && <Box sx={{ mt: 2 }}>{children}</Box>}
    </Paper>
  );
};
