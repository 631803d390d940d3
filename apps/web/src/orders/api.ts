import {
  type AddressConfirmation,
  type CityState,
  type CoordinatorAssignment,
  type CreateOrderRequest,
  type Customer,
  lineAvailability,
  type Order,
  type OrderBatchRequest,
  type OrderHistoryEntry,
  type OrderQueryAnswer,
  type OrderQueryRequest,
  type OrderRouteType,
  type OrderSummary,
  type OrderYearAnswer,
  orderProductSearch,
  PRODUCT_SEARCH_LIMIT,
  type Product,
  routeTypeOfOrder,
  type SampleStyle,
  type ShippingAddressInput,
  todayDateNumber,
  toStyleColorId,
} from '@stride/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';
import type { ResultPage } from '../shared/grid';

/** Where an order's calls go: its screen and the tab the person works on (spec part 2 §7.14). */
export type OrderCallScope = { routeType: OrderRouteType; tab: string };

const base = ({ routeType, tab }: OrderCallScope) => `orders/${routeType}/${tab}`;

export type OrderListQuery = Omit<OrderQueryRequest, 'startRow' | 'endRow'>;

/** POST orders/{type}/{subtype}/query: a page of a tab, newest order number first; the answer's lastRow is the total. */
export const fetchOrderPage = async (
  scope: OrderCallScope,
  query: OrderListQuery,
  page: { skip: number; limit: number },
  signal?: AbortSignal,
): Promise<ResultPage<OrderSummary>> => {
  const answer = await api.post<OrderQueryAnswer>(
    `${base(scope)}/query`,
    { ...query, startRow: page.skip, endRow: page.skip + page.limit },
    { signal },
  );
  return { data: answer.rows, totalCount: answer.lastRow };
};

/** GET orders/{type}/{subtype}/order/{orderNumber}: the order with its lines, comments and what the caller may do. */
export const useOrder = (scope: OrderCallScope, orderNumber: number) =>
  useQuery({
    queryKey: queryKeys.orders.detail(scope.routeType, orderNumber),
    queryFn: ({ signal }) => api.get<Order>(`${base(scope)}/order/${orderNumber}`, { signal }),
  });

/** GET orders/{type}/{subtype}/history/{id}: the order's approval history. */
export const useOrderHistory = (scope: OrderCallScope, order: Pick<Order, '_id' | 'modifiedDate'>) =>
  useQuery({
    queryKey: queryKeys.orders.history(order._id, order.modifiedDate),
    queryFn: ({ signal }) => api.get<OrderHistoryEntry[]>(`${base(scope)}/history/${order._id}`, { signal }),
  });

/** PATCH orders/{type}/{subtype}/batch/{id}: fields, lines and an action in one transaction. */
export const saveOrderBatch = (scope: OrderCallScope, id: string, batch: OrderBatchRequest) =>
  api.patch<Order>(`${base(scope)}/batch/${id}`, batch);

/** Puts an order the server answered into the cache its page reads. */
export const useKeepOrder = () => {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(queryKeys.orders.detail(routeTypeOfOrder(order.type), order.orderNumber), order);
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists });
  };
};

/** POST orders/{type}/{subtype}: a new DRAFT (requester: the caller). */
export const useCreateOrder = (scope: OrderCallScope) => {
  const keep = useKeepOrder();
  return useMutation({
    mutationFn: (request: CreateOrderRequest) => api.post<Order>(base(scope), request),
    onSuccess: keep,
  });
};

/** POST orders/{type}/{subtype}/duplicate/{originalOrderId}: a new DRAFT with the same fields and lines. */
export const useDuplicateOrder = (scope: OrderCallScope) => {
  const keep = useKeepOrder();
  return useMutation({
    mutationFn: (originalOrderId: string) => api.post<Order>(`${base(scope)}/duplicate/${originalOrderId}`),
    onSuccess: keep,
  });
};

/** DELETE orders/{type}/{subtype}/{id}: a DRAFT goes. */
export const useDeleteOrder = (scope: OrderCallScope) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`${base(scope)}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists }),
  });
};

/** POST orders/{type}/{subtype}/comment/{id}: a comment on the order. */
export const useAddOrderComment = (scope: OrderCallScope) => {
  const keep = useKeepOrder();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.post<Order>(`${base(scope)}/comment/${id}`, { text }),
    onSuccess: keep,
  });
};

/** A coordinator as the assignment list names one (GET /api/coordinatorAssignments, spec part 2 §7.15). */
export type AssignedCoordinator = { code: string; name: string };

/**
 * The coordinators of the assignment list, each once, by name. Without the list (not there, or not
 * the person's to read) there are no assignments, and the pickers fall back to the server's default.
 */
export const useAssignedCoordinators = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.orders.coordinators,
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<AssignedCoordinator[]> => {
      try {
        const assignments = await api.get<CoordinatorAssignment[]>('coordinatorAssignments', { signal });
        const byCode = new Map(assignments.map(({ data }) => [data.coordinatorCode, data.coordinatorName]));
        return [...byCode]
          .map(([code, name]) => ({ code, name }))
          .sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) return [];
        throw error;
      }
    },
  });

/** GET /api/orders/samples/sample-styles: the style-colours on open sample orders, with counts. */
export const useSampleStyles = () =>
  useQuery({
    queryKey: queryKeys.orders.sampleStyles,
    queryFn: ({ signal }) => api.get<SampleStyle[]>('orders/samples/sample-styles', { signal }),
  });

/**
 * The sizes of the order's style-colours and the first date each has inventory, from the
 * catalogue (POST /api/products/fetch, whole documents): what the size and source choices read.
 */
export const useCatalogueSizes = (order: Pick<Order, 'type' | 'productType' | 'lines' | 'region' | 'warehouse'>) => {
  const { productType, lines } = order;
  const ids = [...new Set(lines.map((line) => toStyleColorId(line.style, line.color)))].sort();
  return useQuery({
    queryKey: queryKeys.orders.catalogueSizes(productType, ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.post<{ data: Product[] }>(
        'products/fetch',
        {
          ...orderProductSearch(order, todayDateNumber(new Date())),
          // The lines already chosen: their sizes whatever their availability window.
          availabilityWindow: undefined,
          productType,
          filters: { ids: ids.slice(0, PRODUCT_SEARCH_LIMIT).join(' ') },
          limit: PRODUCT_SEARCH_LIMIT,
        },
        { signal },
      );
      return new Map(answer.data.map((product) => [product.styleColorId, lineAvailability(product)]));
    },
  });
};

/** The requester's submitted orders and units of the product type this year (GET …/year/{requesterCode}/{productType}). */
export const useRequesterYear = (scope: OrderCallScope, order: Pick<Order, 'requesterCode' | 'productType'>) =>
  useQuery({
    queryKey: ['orders', 'year', scope.routeType, scope.tab, order.requesterCode, order.productType],
    queryFn: ({ signal }) =>
      api.get<OrderYearAnswer>(`${base(scope)}/year/${order.requesterCode}/${order.productType}`, { signal }),
    staleTime: 60_000,
    retry: false,
  });

/** Accounts of the caller's territories whose number or name holds the text (GET …/accounts/address/{value}). */
export const useOrderAccounts = (scope: OrderCallScope, text: string) =>
  useQuery({
    queryKey: ['orders', 'accounts', scope.routeType, scope.tab, text],
    queryFn: ({ signal }) =>
      api.get<Customer[]>(`${base(scope)}/accounts/address/${encodeURIComponent(text)}`, { signal }),
    enabled: text.trim().length >= 2,
    staleTime: 60_000,
  });

/** The city and state of a US ZIP code (GET shippers/usps/citystate/{zip}). */
export const lookUpCityState = (zip: string) => api.get<CityState>(`shippers/usps/citystate/${zip}`);

/** Checks a shipping address with the carrier, or its format when none is configured (POST shippers/ups/confirm/). */
export const confirmAddress = (address: ShippingAddressInput) =>
  api.post<AddressConfirmation>('shippers/ups/confirm/', address);
