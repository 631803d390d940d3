import {
  type AccessRuleName,
  type OrderRouteType,
  type OrderType,
  type OrderView,
  orderRouteTypes,
  orderViews,
} from '@stride/domain';

/** A tab of an order screen: a list of orders (one of `orderViews`) or, for samples, the styles on open orders. */
export type OrderScreenTab = OrderView | 'sample-styles';

type OrderScreen = {
  routeType: OrderRouteType;
  orderType: OrderType;
  /** The route rule of the screen; a tab may need more (sample styles). */
  access: AccessRuleName;
  tabs: readonly OrderScreenTab[];
  defaultTab: OrderView;
  /** Where new drafts are listed, so where "New order" creates them. */
  draftTab: OrderView;
};

/** The order screens this web app has (spec part 1 §2 Orders); wholesale joins with its own tabs. */
export const orderScreens = {
  samples: {
    routeType: 'samples',
    orderType: orderRouteTypes.samples,
    access: 'sampleOrders',
    tabs: ['sample-styles', ...orderViews.SAMPLE],
    defaultTab: 'active-orders',
    draftTab: 'active-orders',
  },
  promos: {
    routeType: 'promos',
    orderType: orderRouteTypes.promos,
    access: 'promoOrders',
    tabs: orderViews.PROMO,
    defaultTab: 'needs-review',
    draftTab: 'needs-review',
  },
} as const satisfies Partial<Record<OrderRouteType, OrderScreen>>;
export type OrderScreenType = keyof typeof orderScreens;

/** The rule a tab needs: the Sample Styles tab is for coordinators and senior coordinators (spec part 1 §6). */
export const tabAccess = (screen: OrderScreenType, tab: OrderScreenTab): AccessRuleName =>
  tab === 'sample-styles' ? 'sampleStyles' : orderScreens[screen].access;

export const orderListPath = (screen: OrderRouteType, tab: OrderScreenTab) => `/orders/${screen}/${tab}`;
export const orderPrintPath = (screen: OrderRouteType, orderNumber: number) =>
  `/orders/${screen}/order/${orderNumber}/print`;
