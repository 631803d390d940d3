import type { OrderType } from './order-states.js';

/**
 * The order calls of spec part 2 §7.14: `orders/{type}/{subtype}/…`. The type is the screen's
 * (samples, promos, wholesale); the subtype is the tab the person works on, which decides what
 * the list shows and whether they may act for another coordinator (allowCoordinatorChange).
 */
export const orderRouteTypes = { samples: 'SAMPLE', promos: 'PROMO', wholesale: 'WHOLESALE' } as const satisfies Record<
  string,
  OrderType
>;
export type OrderRouteType = keyof typeof orderRouteTypes;
export const routeTypeOfOrder = (type: OrderType): OrderRouteType =>
  (Object.keys(orderRouteTypes) as OrderRouteType[]).find((key) => orderRouteTypes[key] === type)!;

/** The order's page: code-built routes use /orders/{samples|promos|wholesale}/order/{orderNumber} (spec part 1 §2). */
export const orderPagePath = (order: { type: OrderType; orderNumber: number | string }) =>
  `/orders/${routeTypeOfOrder(order.type)}/order/${encodeURIComponent(String(order.orderNumber))}`;
