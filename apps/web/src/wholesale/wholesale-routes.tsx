import { Navigate } from 'react-router';
import type { AppRoute } from '../shared/routing/app-route';
import { createOrderPath } from '../shared/routing/assortment-paths';
import { lazyPage } from '../shared/routing/lazy-page';

const ordersList = (tab: 'active' | 'archived') =>
  lazyPage(async () => {
    const { default: Page } = await import('./pages/WholesaleOrdersPage');
    return { default: () => <Page key={tab} tab={tab} /> };
  });
const ToActive = lazyPage(async () => ({ default: () => <Navigate to="/orders/wholesale/active" replace /> }));

/**
 * Spec part 1 §2 Orders: /orders/wholesale (active by default, archived, the order and its print
 * view), for holders of the wholesale order form flag and permission; and creating an order from
 * an assortment.
 */
export const wholesaleRoutes: AppRoute[] = [
  { name: 'orders--wholesale', path: '/orders/wholesale', access: 'wholesaleOrders', component: ToActive },
  {
    name: 'orders--wholesale--active',
    path: '/orders/wholesale/active',
    access: 'wholesaleOrders',
    component: ordersList('active'),
    menu: { toolbar: 'orders', labelKey: 'wholesaleOrders.menu' },
    tile: {
      titleKey: 'wholesaleOrders.tile.title',
      descriptionKey: 'wholesaleOrders.tile.description',
      icon: 'orders',
    },
  },
  {
    name: 'orders--wholesale--archived',
    path: '/orders/wholesale/archived',
    access: 'wholesaleOrders',
    component: ordersList('archived'),
  },
  {
    name: 'orders--wholesale--order',
    path: '/orders/wholesale/order/:orderNumber',
    access: 'wholesaleOrders',
    component: lazyPage(() => import('./pages/WholesaleOrderPage')),
  },
  {
    name: 'orders--wholesale--order--print',
    path: '/orders/wholesale/order/:orderNumber/print',
    access: 'wholesaleOrders',
    component: lazyPage(() => import('./pages/WholesaleOrderPrintPage')),
    appBar: false,
  },
  {
    name: 'product--assortments--assortment--create-order',
    path: createOrderPath(':assortmentId'),
    access: 'anyOrders',
    component: lazyPage(() => import('./pages/CreateOrderFromAssortmentPage')),
  },
];
