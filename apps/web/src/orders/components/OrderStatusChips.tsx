import { Chip, type ChipProps, Stack } from '@mui/material';
import type { OrderApprovalStatus, OrderStatus } from '@stride/domain';
import { useTranslation } from 'react-i18next';

const statusColors: Record<OrderStatus, ChipProps['color']> = {
  DRAFT: 'default',
  PENDING: 'warning',
  SUBMITTED: 'info',
  'IN PROGRESS': 'primary',
  COMPLETED: 'success',
  ARCHIVED: 'default',
  INACTIVE: 'default',
  CANCELED: 'default',
  'UNAPPROVED ORDER': 'error',
  APPROVED: 'success',
  DENIED: 'error',
};

/** An order's status and, once it is past PENDING, its approval status (any order type). */
export const OrderStatusChips = ({
  status,
  orderApprovalStatus,
}: {
  status: OrderStatus;
  orderApprovalStatus: OrderApprovalStatus;
}) => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', flexWrap: 'nowrap', height: '100%' }}>
      <Chip
        size="small"
        color={statusColors[status]}
        label={t(`orders.statuses.${status}`)}
        data-testid="order-status"
      />
      {orderApprovalStatus !== 'PENDING' && (
        <Chip
          size="small"
          variant="outlined"
          label={t(`orders.approvalStatuses.${orderApprovalStatus}`)}
          data-testid="order-approval-status"
        />
      )}
    </Stack>
  );
};
