import {
  Alert,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { DEFAULT_TIMEZONE, datePartsInZone, formatLongDate, type OrderSummary, orderPagePath } from '@stride/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useFormatting } from '../../i18n/use-formatting';
import { isShownOrderError, orderErrorText } from '../../orders';
import { errorMessage } from '../../shared/api/error-message';
import { prompts } from '../../shared/dialogs/prompt-store';
import { toasts } from '../../shared/toasts/toast-store';
import {
  createOrder,
  deleteWholesaleOrder,
  duplicateWholesaleOrder,
  useWholesaleOrders,
  type WholesaleTab,
  wholesaleKeys,
} from '../api';

const tabs: WholesaleTab[] = ['active', 'archived'];

/** The day of an ISO instant in the default time zone, for the long date format. */
const dayOf = (iso: string) => datePartsInZone(new Date(iso), DEFAULT_TIMEZONE);

/** The wholesale lists (spec part 1 §2): active (DRAFT, PENDING; both deletable) and archived. */
const WholesaleOrdersPage = ({ tab }: { tab: WholesaleTab }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locale } = useFormatting();
  const queryClient = useQueryClient();
  const orders = useWholesaleOrders(tab);
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    try {
      const order = await createOrder('wholesale', 'active', { productType: 'Footwear', origin: 'domestic' });
      navigate(orderPagePath(order));
    } catch (error) {
      if (isShownOrderError(error)) toasts.show({ type: 'error', persist: true, message: orderErrorText(t, error) });
    } finally {
      setCreating(false);
    }
  };
  const remove = (order: OrderSummary) =>
    prompts.ask({
      title: t('prompt.areYouSure'),
      description: t('wholesaleOrders.deletePrompt', { identifier: order.orderIdentifier }),
      labelYes: t('wholesaleOrders.delete'),
      labelNo: t('actions.cancel'),
      yes: async () => {
        try {
          await deleteWholesaleOrder(tab, order._id);
          toasts.show({ type: 'success', kind: 'successOrder', message: t('wholesaleOrders.deleted') });
        } catch (error) {
          if (isShownOrderError(error))
            toasts.show({ type: 'error', persist: true, message: orderErrorText(t, error) });
        }
        await queryClient.invalidateQueries({ queryKey: wholesaleKeys.list(tab) });
      },
    });

  // A reorder: the copy opens as a new draft, with the spec's success order toast.
  const duplicate = async (order: OrderSummary) => {
    try {
      const copy = await duplicateWholesaleOrder(tab, order._id);
      toasts.show({
        type: 'success',
        kind: 'successOrder',
        message: t('orders.toasts.duplicated', { number: copy.orderNumber }),
        keepOnRouteChange: true,
      });
      navigate(orderPagePath(copy));
    } catch (error) {
      if (isShownOrderError(error)) toasts.show({ type: 'error', persist: true, message: orderErrorText(t, error) });
    }
  };

  const rows = orders.data?.rows ?? [];
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('wholesaleOrders.title')}
        </Typography>
        <Button variant="contained" sx={{ ml: 'auto' }} onClick={create} disabled={creating}>
          {t('wholesaleOrders.newOrder')}
        </Button>
      </Stack>
      <Tabs value={tab}>
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`wholesaleOrders.tabs.${name}`)}
            component={RouterLink}
            to={`/orders/wholesale/${name}`}
          />
        ))}
      </Tabs>
      {orders.isFetching ? <LinearProgress aria-label={t('wholesaleOrders.listLoading')} /> : null}
      {orders.error ? <Alert severity="error">{errorMessage(t, orders.error)}</Alert> : null}
      {orders.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">
          {t(tab === 'active' ? 'wholesaleOrders.emptyActive' : 'wholesaleOrders.empty')}
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        // A table too wide for a zoomed window scrolls inside itself, not the page (WCAG 1.4.10).
        <TableContainer>
          <Table size="small" aria-label={t(`wholesaleOrders.tabs.${tab}`)}>
            <TableHead>
              <TableRow>
                {(['order', 'customer', 'status', 'lines', 'units', 'modified'] as const).map((column) => (
                  <TableCell key={column}>{t(`wholesaleOrders.columns.${column}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((order) => (
                <TableRow key={order._id} hover>
                  <TableCell>
                    {/* The line's height to tap, not the text's: 24 px at least (WCAG 2.5.8). */}
                    <RouterLink to={orderPagePath(order)} style={{ display: 'inline-block', lineHeight: '24px' }}>
                      {order.orderIdentifier}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{order.customer?.name ?? '—'}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t(`orders.statuses.${order.status}`)} />
                  </TableCell>
                  <TableCell>{order.lineCount}</TableCell>
                  <TableCell>{order.unitCount}</TableCell>
                  <TableCell>{formatLongDate(dayOf(order.modifiedDate), locale)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => void duplicate(order)}>
                      {t('wholesaleOrders.duplicate')}
                    </Button>
                    {order.deletable ? (
                      <Button size="small" color="error" onClick={() => remove(order)}>
                        {t('wholesaleOrders.delete')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Stack>
  );
};

export default WholesaleOrdersPage;
