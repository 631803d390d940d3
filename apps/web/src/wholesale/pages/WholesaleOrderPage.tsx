import { Alert, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { type Order, type OrderFields, todayDateNumber } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isShownOrderError, orderErrorText } from '../../orders';
import { errorMessage } from '../../shared/api/error-message';
import { prompts } from '../../shared/dialogs/prompt-store';
import { toasts } from '../../shared/toasts/toast-store';
import { deleteWholesaleOrder, type StyleScope, useRepNumbers, useWholesaleOrder } from '../api';
import { ExportOrderDialog } from '../components/ExportOrderDialog';
import { OrderCustomerFields } from '../components/OrderCustomerFields';
import { OrderLinesTable } from '../components/OrderLinesTable';
import { StyleSearch } from '../components/StyleSearch';
import { useOrderEditing } from '../use-order-editing';
import { isIncompleteLoad, useReloadOnce } from '../use-reload-once';

const ACTIVE_PATH = '/orders/wholesale/active';

const styleScopeOf = (order: Order): StyleScope | null =>
  order.customer && order.region && order.origin && order.editable
    ? {
        region: order.region as StyleScope['region'],
        origin: order.origin as StyleScope['origin'],
        customer: order.customer.id,
      }
    : null;

/** The wholesale order form (spec part 1 §2, §5): customer, lines per size, totals, submit, export, delete. */
const WholesaleOrderPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderNumber = Number(useParams().orderNumber);
  const query = useWholesaleOrder(orderNumber);
  const reps = useRepNumbers();
  const order = query.data;
  useReloadOnce(isIncompleteLoad(order, query.error));
  const editing = useOrderEditing(order, reps.data?.repNumbers ?? []);
  const [exporting, setExporting] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  if (query.isPending) return <CircularProgress sx={{ m: 4 }} aria-label={t('wholesaleOrders.loading')} />;
  if (!order?.type || !order.status) {
    return query.error ? (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(t, query.error)}
      </Alert>
    ) : null;
  }

  const fields = (change: Partial<OrderFields>) => void editing.save({ fields: change });
  const submit = async () => {
    setSubmitting(true);
    const saved = await editing.save({ action: 'submit' });
    setSubmitting(false);
    if (!saved) return;
    toasts.show({
      type: 'success',
      kind: 'successOrder',
      message: t('wholesaleOrders.submitted'),
      keepOnRouteChange: true,
    });
    navigate(ACTIVE_PATH);
  };
  const remove = () =>
    prompts.ask({
      title: t('prompt.areYouSure'),
      description: t('wholesaleOrders.deletePrompt', { identifier: order.orderIdentifier }),
      labelYes: t('wholesaleOrders.delete'),
      labelNo: t('actions.cancel'),
      yes: async () => {
        try {
          await deleteWholesaleOrder('active', order._id);
          toasts.show({
            type: 'success',
            kind: 'successOrder',
            message: t('wholesaleOrders.deleted'),
            keepOnRouteChange: true,
          });
          navigate(ACTIVE_PATH);
        } catch (error) {
          if (isShownOrderError(error))
            toasts.show({ type: 'error', persist: true, message: orderErrorText(t, error) });
        }
      },
    });

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('wholesaleOrders.orderTitle', { identifier: order.orderIdentifier })}
        </Typography>
        <Chip
          label={t(`orders.statuses.${order.status}`)}
          color={order.status === 'DRAFT' ? 'default' : 'primary'}
          data-testid="order-status"
        />
        <Chip label={order.orderApprovalStatus} variant="outlined" />
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button component={RouterLink} to={ACTIVE_PATH}>
            {t('wholesaleOrders.backToList')}
          </Button>
          <Button component={RouterLink} to={`/orders/wholesale/order/${order.orderNumber}/print`}>
            {t('wholesaleOrders.print')}
          </Button>
          <Button onClick={() => setExporting(true)}>{t('wholesaleOrders.export.open')}</Button>
          {order.deletable ? (
            <Button color="error" onClick={remove}>
              {t('wholesaleOrders.delete')}
            </Button>
          ) : null}
          {order.actions.includes('submit') ? (
            <Button variant="contained" onClick={submit} disabled={submitting}>
              {t('wholesaleOrders.submit')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <OrderCustomerFields
          order={order}
          repNumbers={reps.data?.repNumbers ?? []}
          onCustomer={editing.chooseCustomer}
          onFields={fields}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          {order.editable ? <StyleSearch scope={styleScopeOf(order)} onPick={editing.addStyle} /> : null}
          <OrderLinesTable
            lines={order.lines}
            context={{
              customer: order.customer,
              region: order.region,
              origin: order.origin,
              today: todayDateNumber(new Date()),
              editable: order.editable,
            }}
            onChange={editing.changeLine}
            onRemove={editing.removeLine}
          />
        </Stack>
      </Paper>
      <ExportOrderDialog order={order} open={exporting} onClose={() => setExporting(false)} />
    </Stack>
  );
};

export default WholesaleOrderPage;
