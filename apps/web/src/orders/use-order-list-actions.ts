import { type Order, type OrderSummary, orderPagePath } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { prompts } from '../shared/dialogs/prompt-store';
import { toasts } from '../shared/toasts/toast-store';
import { type OrderCallScope, useCreateOrder, useDeleteOrder, useDuplicateOrder } from './api';
import { isShownOrderError, orderErrorText } from './order-errors';

/**
 * What an order list offers: a new draft (opened at once), a duplicate of an order (opened, with
 * its toast), and the delete of a draft after a yes (spec part 2 §8.7 order toasts, 2000 ms).
 * Order errors below 500 stay on screen until closed (§8.4).
 */
export const useOrderListActions = (scope: OrderCallScope, draftScope: OrderCallScope, onDeleted: () => void) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateOrder(draftScope);
  const duplicate = useDuplicateOrder(scope);
  const remove = useDeleteOrder(scope);

  const failed = (error: unknown) => {
    if (isShownOrderError(error)) toasts.show({ type: 'error', message: orderErrorText(t, error), persist: true });
  };
  const open = (order: Order, tab: string) => navigate(`${orderPagePath(order)}?tab=${tab}`);

  return {
    creating: create.isPending,
    create: () => create.mutate({}, { onSuccess: (order) => open(order, draftScope.tab), onError: failed }),
    duplicate: (order: OrderSummary) =>
      duplicate.mutate(order._id, {
        onSuccess: (copy) => {
          toasts.show({
            type: 'success',
            kind: 'successOrder',
            message: t('orders.toasts.duplicated', { number: copy.orderNumber }),
            keepOnRouteChange: true,
          });
          open(copy, draftScope.tab);
        },
        onError: failed,
      }),
    remove: (order: OrderSummary) =>
      prompts.ask({
        title: t('orders.list.deleteTitle'),
        description: t('orders.list.deletePrompt', { number: order.orderNumber }),
        labelYes: t('orders.list.delete'),
        labelNo: t('actions.cancel'),
        yes: () =>
          remove.mutate(order._id, {
            onSuccess: () => {
              toasts.show({
                type: 'success',
                kind: 'successOrder',
                message: t('orders.toasts.deleted', { number: order.orderNumber }),
              });
              onDeleted();
            },
            onError: failed,
          }),
      }),
  };
};
