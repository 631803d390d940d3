import {
  type CreateOrderRequest,
  DEBOUNCE_MS,
  GRID_PAGE_SIZE,
  type Order,
  type OrderBatchRequest,
  type OrderQueryAnswer,
  type OrderRouteType,
  type WholesaleOrigin,
  type WholesaleRegion,
  type WofCustomerDetails,
  type WofCustomerDetailsRequest,
  type WofCustomerOption,
  type WofStyle,
  type WofStyleOption,
  type WofStyleRequest,
} from '@stride/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { useDebouncedValue } from '../shared/hooks/use-debounced-value';

export type WholesaleTab = 'active' | 'archived';

/** The tab an order's own calls go through: any wholesale tab may read, change and delete its orders. */
const ORDER_TAB: WholesaleTab = 'active';

export const wholesaleKeys = {
  all: ['wholesale'] as const,
  list: (tab: WholesaleTab) => ['wholesale', 'list', tab] as const,
  order: (orderNumber: number) => ['wholesale', 'order', orderNumber] as const,
  customers: (name: string) => ['wholesale', 'customers', name] as const,
  styles: (scope: StyleScope, text: string) => ['wholesale', 'styles', scope, text] as const,
  style: (request: WofStyleRequest) => ['wholesale', 'style', request] as const,
  rep: ['wholesale', 'rep'] as const,
};

export type StyleScope = { region: WholesaleRegion; origin: WholesaleOrigin; customer: string };

/** POST orders/wholesale/{tab}/query: the tab's first page, newest order number first. */
export const useWholesaleOrders = (tab: WholesaleTab) =>
  useQuery({
    queryKey: wholesaleKeys.list(tab),
    queryFn: ({ signal }) =>
      api.post<OrderQueryAnswer>(`orders/wholesale/${tab}/query`, { startRow: 0, endRow: GRID_PAGE_SIZE }, { signal }),
  });

/** GET orders/wholesale/{tab}/order/{orderNumber}. */
const fetchWholesaleOrder = (orderNumber: number, signal?: AbortSignal) =>
  api.get<Order>(`orders/wholesale/${ORDER_TAB}/order/${orderNumber}`, { signal });

export const useWholesaleOrder = (orderNumber: number) =>
  useQuery({
    queryKey: wholesaleKeys.order(orderNumber),
    queryFn: ({ signal }) => fetchWholesaleOrder(orderNumber, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** PATCH orders/wholesale/{tab}/batch/{id}: fields, lines and at most one action together. */
export const patchWholesaleOrder = (id: string, body: OrderBatchRequest) =>
  api.patch<Order>(`orders/wholesale/${ORDER_TAB}/batch/${id}`, body);

export const deleteWholesaleOrder = (tab: WholesaleTab, id: string) =>
  api.delete<{ message: string }>(`orders/wholesale/${tab}/${id}`);

/** POST orders/wholesale/{tab}/duplicate/{originalOrderId}: a new DRAFT with the order's fields and lines (a reorder). */
export const duplicateWholesaleOrder = (tab: WholesaleTab, id: string) =>
  api.post<Order>(`orders/wholesale/${tab}/duplicate/${id}`);

/** POST orders/{type}/{tab}: a new DRAFT (the wholesale form's New order, an assortment's Create order). */
export const createOrder = (type: OrderRouteType, tab: string, body: CreateOrderRequest) =>
  api.post<Order>(`orders/${type}/${tab}`, body);

/** POST order-documents/xlsx: the order as a workbook. */
export const downloadOrderWorkbook = (orderId: string) => api.postForBlob('order-documents/xlsx', { orderId });

/** The caller's customers whose name holds what was typed, asked once typing pauses (form debounce, 900 ms). */
export const useWholesaleCustomerOptions = (typed: string) => {
  const name = useDebouncedValue(typed.trim(), DEBOUNCE_MS.form);
  return useQuery({
    queryKey: wholesaleKeys.customers(name),
    queryFn: ({ signal }) =>
      api.post<WofCustomerOption[]>('orders/wof/customer/name/autocomplete', { name }, { signal }),
    enabled: name.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

/** POST orders/wof/customer/details: asked only with e-mail, region and id (spec part 1 §5). */
export const fetchCustomerDetails = (request: Partial<WofCustomerDetailsRequest>) =>
  request.email && request.region && request.id
    ? api.post<WofCustomerDetails>('orders/wof/customer/details', request)
    : Promise.resolve(null);

/** Styles starting with what was typed (style search debounce, 500 ms); asked only with region and style. */
export const useStyleOptions = (scope: StyleScope | null, typed: string) => {
  const style = useDebouncedValue(typed.trim(), DEBOUNCE_MS.styleSearch);
  return useQuery({
    queryKey: wholesaleKeys.styles(scope!, style),
    queryFn: ({ signal }) =>
      api.get<WofStyleOption[]>(
        `orders/wof/style/autocomplete/${scope!.region}/${scope!.origin}/${encodeURIComponent(scope!.customer)}/${encodeURIComponent(style)}`,
        { signal },
      ),
    enabled: scope !== null && style.length > 0,
    placeholderData: keepPreviousData,
  });
};

/** POST orders/wof/style: one style's colours, sizes and prices. */
export const fetchStyle = (request: WofStyleRequest) => api.post<WofStyle>('orders/wof/style', request);

/** The sizes and prices of the styles an order already holds, for its lines' size cells. */
export const useWofStyle = (request: WofStyleRequest | null) =>
  useQuery({
    queryKey: wholesaleKeys.style(request!),
    queryFn: () => fetchStyle(request!),
    enabled: request !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** POST orders/wof/rep: the caller's rep numbers. */
export const useRepNumbers = () =>
  useQuery({
    queryKey: wholesaleKeys.rep,
    queryFn: () => api.post<{ repNumbers: string[] }>('orders/wof/rep'),
    staleTime: Number.POSITIVE_INFINITY,
  });
