import { Navigate } from 'react-router';
import type { AppRoute } from '../shared/routing/app-route';
import { lazyPage } from '../shared/routing/lazy-page';
import { type OrderScreenTab, type OrderScreenType, orderListPath, orderScreens, tabAccess } from './order-screens';

const listPage = (screen: OrderScreenType, tab: OrderScreenTab) =>
  lazyPage(async () => {
    const { OrdersListPage } = await import('./pages/OrdersListPage');
    return { default: () => <OrdersListPage key={tab} screen={screen} tab={tab} /> };
  });
const orderPage = (screen: OrderScreenType) =>
  lazyPage(async () => {
    const { OrderPage } = await import('./pages/OrderPage');
    return { default: () => <OrderPage screen={screen} /> };
  });
const printPage = (screen: OrderScreenType) =>
  lazyPage(async () => {
    const { OrderPrintPage } = await import('./pages/OrderPrintPage');
    return { default: () => <OrderPrintPage screen={screen} /> };
  });
const redirectTo = (path: string) => lazyPage(async () => ({ default: () => <Navigate to={path} replace /> }));

/**
 * Spec part 1 §2 Orders: `/orders/samples` (sample-styles, active-orders by default,
 * archived-orders, order/{orderNumber}) and `/orders/promos` (needs-review by default, reviewed,
 * archived, order/{orderNumber}), each order with a print view; menu entries under Orders and tiles.
 */
export const orderRoutes: AppRoute[] = (Object.keys(orderScreens) as OrderScreenType[]).flatMap(
  (screen): AppRoute[] => {
    const { routeType, access, tabs, defaultTab } = orderScreens[screen];
    return [
      {
        name: `orders--${routeType}`,
        path: `/orders/${routeType}`,
        access,
        component: redirectTo(orderListPath(routeType, defaultTab)),
        menu: { toolbar: 'orders', labelKey: `orders.screens.${screen}.menu` },
        tile: {
          titleKey: `orders.screens.${screen}.title`,
          descriptionKey: `orders.screens.${screen}.tile`,
          icon: `${screen}Orders`,
        },
      },
      ...tabs.map((tab) => ({
        name: `orders--${routeType}--${tab}`,
        path: orderListPath(routeType, tab),
        access: tabAccess(screen, tab),
        component: listPage(screen, tab),
      })),
      {
        name: `orders--${routeType}--order`,
        path: `/orders/${routeType}/order/:orderNumber`,
        access,
        component: orderPage(screen),
      },
      {
        name: `orders--${routeType}--order--print`,
        path: `/orders/${routeType}/order/:orderNumber/print`,
        access,
        component: printPage(screen),
        appBar: false,
      },
    ];
  },
);
