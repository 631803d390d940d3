import {
  type Order,
  type OrderBatchRequest,
  type OrderLine,
  type OrderLineFields,
  todayDateNumber,
  type WofCustomerOption,
  type WofStyleOption,
  wholesaleLineFollowUps,
  wholesaleLineFor,
} from '@stride/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isShownOrderError, orderErrorText } from '../orders';
import { ApiRequestError } from '../shared/api/api-client';
import { toasts } from '../shared/toasts/toast-store';
import { fetchCustomerDetails, fetchStyle, patchWholesaleOrder, wholesaleKeys } from './api';

/**
 * The order form's writes: each change is one batch PATCH whose answer replaces the order on
 * screen. A refused batch shows its translated error until closed, with a refresh button
 * (spec part 2 §8.4).
 */
export const useOrderEditing = (order: Order | undefined, repNumbers: readonly string[]) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const save = useCallback(
    async (body: OrderBatchRequest): Promise<Order | null> => {
      if (!order) return null;
      try {
        const saved = await patchWholesaleOrder(order._id, body);
        queryClient.setQueryData(wholesaleKeys.order(saved.orderNumber), saved);
        return saved;
      } catch (error) {
        if (!isShownOrderError(error)) return null;
        toasts.show({
          type: 'error',
          message: orderErrorText(t, error),
          persist: true,
          action: {
            label: t('wholesaleOrders.refresh'),
            run: () => queryClient.invalidateQueries({ queryKey: wholesaleKeys.order(order.orderNumber) }),
          },
        });
        if (body.action) await queryClient.invalidateQueries({ queryKey: wholesaleKeys.order(order.orderNumber) });
        return null;
      }
    },
    [order, queryClient, t],
  );

  /** The customer's details (asked with e-mail, region and id) become the order's customer and terms. */
  const chooseCustomer = async (option: WofCustomerOption) => {
    const details = await fetchCustomerDetails(option).catch(() => null);
    if (!details) {
      toasts.show({ type: 'error', message: t('wholesaleOrders.customer.detailsFailed') });
      return;
    }
    await save({
      fields: {
        customer: details.customer,
        region: details.region,
        currency: details.customer.currency,
        packCodes: details.packCodes,
        termsByRegion: details.termsByRegion,
        termsByCountry: details.termsByCountry,
        origin: order?.origin ?? 'domestic',
        repNumber: order?.repNumber ?? repNumbers[0] ?? null,
      },
    });
  };

  /** Every colour of the picked style becomes a line; 'No style/color data found' when it has none. */
  const addStyle = async (option: WofStyleOption) => {
    const customer = order?.customer;
    if (!order || !customer || !order.region || !order.origin) return;
    try {
      const style = await fetchStyle({
        region: order.region as 'usa',
        origin: order.origin as 'domestic',
        currency: customer.currency,
        customer: customer.id,
        style: option.style,
      });
      const context = {
        customer,
        region: order.region,
        store: order.stores[0] ?? null,
        today: todayDateNumber(new Date()),
      };
      const add = style.colors.map((color) => wholesaleLineFor(style, color, context));
      // A style without colours for the customer's region has nothing to order: said as a 404 is.
      if (add.length === 0) toasts.show({ type: 'error', message: t('wholesaleOrders.styles.noData') });
      else await save({ lines: { add } });
    } catch (error) {
      const notFound = error instanceof ApiRequestError && error.status === 404;
      if (!isShownOrderError(error)) return;
      toasts.show({ type: 'error', message: notFound ? t('wholesaleOrders.styles.noData') : orderErrorText(t, error) });
    }
  };

  const changeLine = useCallback(
    (line: OrderLine, change: Partial<OrderLineFields>) => {
      const fields = wholesaleLineFollowUps(line, change, {
        customer: order?.customer ?? null,
        region: order?.region ?? '',
      });
      void save({ lines: { update: [{ _id: line._id, ...fields }] } });
    },
    [order, save],
  );

  const removeLine = useCallback((line: OrderLine) => void save({ lines: { remove: [line._id] } }), [save]);

  return { save, chooseCustomer, addStyle, changeLine, removeLine };
};
