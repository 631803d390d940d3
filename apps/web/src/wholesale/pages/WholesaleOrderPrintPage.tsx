import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { formatLongDate, todayDateNumber } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormatting } from '../../i18n/use-formatting';
import { errorMessage } from '../../shared/api/error-message';
import { useWholesaleOrder } from '../api';
import { OrderLinesTable } from '../components/OrderLinesTable';

/** The printable order (spec part 1 §2 print views): no app bar, nothing to edit. */
const WholesaleOrderPrintPage = () => {
  const { t } = useTranslation();
  const { locale } = useFormatting();
  const query = useWholesaleOrder(Number(useParams().orderNumber));
  const order = query.data;
  if (query.isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (!order) return <Alert severity="error">{errorMessage(t, query.error)}</Alert>;
  const today = todayDateNumber(new Date());
  return (
    <Stack spacing={2} sx={{ p: 3, '@media print': { p: 0 } }}>
      <Typography variant="h5" component="h1">
        {t('wholesaleOrders.orderTitle', { identifier: order.orderIdentifier })}
      </Typography>
      <Typography>
        {[
          order.customer ? `${order.customer.name} (${order.customer.id})` : null,
          order.po ? `${t('wholesaleOrders.fields.po')} ${order.po}` : null,
          t(`orders.statuses.${order.status}`),
          formatLongDate(today, locale),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <OrderLinesTable
        lines={order.lines}
        context={{ customer: order.customer, region: order.region, origin: order.origin, today, editable: false }}
        onChange={() => undefined}
        onRemove={() => undefined}
      />
    </Stack>
  );
};

export default WholesaleOrderPrintPage;
