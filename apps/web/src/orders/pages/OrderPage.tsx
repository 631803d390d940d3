import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Container, Stack } from '@mui/material';
import { type Order, type OrderView, orderViews, type ProductSummary } from '@stride/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import {
  type OrderCallScope,
  useAddOrderComment,
  useCatalogueSizes,
  useOrder,
  useOrderHistory,
  useRequesterYear,
} from '../api';
import { AddLineSearch } from '../components/AddLineSearch';
import { OrderActionButtons } from '../components/OrderActionButtons';
import { OrderCommentsPanel } from '../components/OrderCommentsPanel';
import { OrderFieldsForm } from '../components/OrderFieldsForm';
import { OrderHeader } from '../components/OrderHeader';
import { OrderHistoryPanel } from '../components/OrderHistoryPanel';
import { OrderLinesEditor } from '../components/OrderLinesEditor';
import { ShipToPanel } from '../components/ShipToPanel';
import { isShownOrderError, orderErrorText } from '../order-errors';
import { lastPromoCode, newLineOf } from '../order-line-choices';
import { type OrderScreenType, orderListPath, orderPrintPath, orderScreens } from '../order-screens';
import { useOrderEdits } from '../use-order-edits';

let addedKeys = 0;
const noSizes: ReadonlyMap<string, Record<string, number | null>> = new Map();

const OrderWorkspace = ({
  screen,
  scope,
  loaded,
  refetch,
}: {
  screen: OrderScreenType;
  scope: OrderCallScope;
  loaded: Order;
  refetch: () => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const editing = useOrderEdits(scope, loaded, refetch);
  const { order } = editing;
  const history = useOrderHistory(scope, order);
  const comment = useAddOrderComment(scope);
  const catalogue = useCatalogueSizes(order);
  const [promoCode, setPromoCode] = useState(() => lastPromoCode(loaded.lines));
  // What the requester ordered this year: an approver's and a coordinator's yardstick.
  const year = useRequesterYear(scope, order).data;

  const addLine = (product: ProductSummary) =>
    editing.edit(
      (edits) => ({
        ...edits,
        add: [...edits.add, { ...newLineOf(product, order, promoCode), key: `new-${++addedKeys}` }],
      }),
      'gridEdit',
    );

  return (
    <Stack sx={{ gap: 2 }}>
      <OrderHeader
        order={order}
        title={t(`orders.screens.${screen}.order`)}
        printPath={orderPrintPath(scope.routeType, order.orderNumber)}
        saving={editing.saving}
        facts={
          year
            ? [
                {
                  label: t('orders.page.yearLabel', {
                    year: year.year,
                    productType: t(`orders.productTypes.${order.productType}`),
                  }),
                  value: t('orders.page.yearValue', { orders: year.orders, units: year.units }),
                },
              ]
            : []
        }
      >
        <OrderActionButtons actions={order.actions} progress={editing.progress} onAction={editing.act} />
      </OrderHeader>
      {editing.error && (
        <Alert
          severity="error"
          data-testid="order-error"
          sx={{ whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" size="small" onClick={() => void editing.refresh()}>
              {t('orders.page.refresh')}
            </Button>
          }
        >
          {editing.error}
        </Alert>
      )}
      <OrderFieldsForm order={order} editing={editing} />
      <ShipToPanel order={order} editing={editing} scope={scope} />
      <OrderLinesEditor
        order={order}
        editing={editing}
        catalogue={catalogue.data ?? noSizes}
        onPromoCode={setPromoCode}
      >
        <AddLineSearch order={order} onAdd={addLine} />
      </OrderLinesEditor>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <OrderCommentsPanel
          comments={order.comments}
          sending={comment.isPending}
          onSend={(text) => comment.mutateAsync({ id: order._id, text })}
        />
        <OrderHistoryPanel entries={history.data} />
      </Box>
    </Stack>
  );
};

/** Reads the order page's order: its number from the route, the tab its calls name from `?tab=`. */
export const useRouteOrder = (screen: OrderScreenType) => {
  const config = orderScreens[screen];
  const { orderNumber } = useParams();
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const views: readonly string[] = orderViews[config.orderType];
  const tab = views.includes(asked ?? '') ? (asked as OrderView) : config.defaultTab;
  const scope = useMemo(() => ({ routeType: config.routeType, tab }), [config.routeType, tab]);
  return { scope, order: useOrder(scope, Number(orderNumber)) };
};

/** A sample or promo order (spec part 1 §2 order/{orderNumber}): header, actions, fields, lines, comments, history. */
export const OrderPage = ({ screen }: { screen: OrderScreenType }) => {
  const { t } = useTranslation();
  const { scope, order } = useRouteOrder(screen);
  return (
    <Container maxWidth="xl" sx={{ py: 2 }}>
      <Button
        size="small"
        startIcon={<ArrowBackIcon />}
        component={RouterLink}
        to={orderListPath(scope.routeType, scope.tab)}
        sx={{ mb: 1 }}
      >
        {t(`orders.tabs.${scope.tab}`)}
      </Button>
      {order.isPending && <CircularProgress />}
      {order.error && (
        <Alert severity="error" data-testid="order-error">
          {isShownOrderError(order.error) ? orderErrorText(t, order.error) : t('orders.page.cannotLoad')}
        </Alert>
      )}
      {order.data && (
        <OrderWorkspace
          key={order.data._id}
          screen={screen}
          scope={scope}
          loaded={order.data}
          refetch={order.refetch}
        />
      )}
    </Container>
  );
};
