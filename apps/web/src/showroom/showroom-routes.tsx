import { CURRENT_SHOWROOM_SITE } from '@stride/domain';
import { Navigate } from 'react-router';
import type { AppRoute } from '../shared/routing/app-route';
import { lazyPage } from '../shared/routing/lazy-page';

const ShowroomPage = lazyPage(() => import('./pages/ShowroomPage'));
const ShowroomDividerPage = lazyPage(() => import('./pages/ShowroomDividerPage'));
const ShowroomDetailPage = lazyPage(() => import('./pages/ShowroomDetailPage'));
const ShowroomConfigPage = lazyPage(() => import('./pages/ShowroomConfigPage'));
const ShowroomSitePage = lazyPage(() => import('./pages/ShowroomSitePage'));
const ToCurrentShowroomSite = lazyPage(async () => ({
  default: () => <Navigate to={`/showroom/${CURRENT_SHOWROOM_SITE}`} replace />,
}));

/** Spec part 1 §2: an assortment's showroom (full screen for a buyer's tablet), its settings, and the showroom sites. */
export const showroomRoutes: AppRoute[] = [
  {
    name: 'assortment--showroom-config',
    path: '/product/assortments/assortment/:assortmentId/showroom-config',
    access: 'viewAssortments',
    component: ShowroomConfigPage,
  },
  {
    name: 'assortment-showroom',
    path: '/product/assortments/assortment/:assortmentId/showroom',
    access: 'viewAssortments',
    component: ShowroomPage,
    appBar: false,
    offline: true,
  },
  {
    name: 'assortment-showroom--divider',
    path: '/product/assortments/assortment/:assortmentId/showroom/divider/:groupSlug',
    access: 'viewAssortments',
    component: ShowroomDividerPage,
    appBar: false,
    offline: true,
  },
  {
    name: 'assortment-showroom--detail',
    path: '/product/assortments/assortment/:assortmentId/showroom/detail/:styleColorId',
    access: 'viewAssortments',
    component: ShowroomDetailPage,
    appBar: false,
    offline: true,
  },
  { name: 'showroom', path: '/showroom', access: 'viewAssortments', component: ToCurrentShowroomSite },
  {
    name: 'showroom--site',
    path: '/showroom/:site',
    access: 'viewAssortments',
    component: ShowroomSitePage,
    menu: { toolbar: 'product', labelKey: 'showroom.menu' },
  },
];
