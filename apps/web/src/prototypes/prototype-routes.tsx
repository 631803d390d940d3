import { Navigate } from 'react-router';
import type { AppRoute } from '../shared/routing/app-route';
import { lazyPage } from '../shared/routing/lazy-page';

const PrototypesPage = lazyPage(() => import('./pages/PrototypesPage'));
const ToFirstPrototype = lazyPage(async () => ({ default: () => <Navigate to="/prototypes/dragdrop" replace /> }));

/**
 * /prototypes (spec part 1 §2 Other): a living gallery of shared components on demo data, for
 * the staff who work with assortments; each prototype also needs the rule of its own area.
 */
export const prototypeRoutes: AppRoute[] = [
  {
    name: 'prototypes',
    path: '/prototypes',
    access: 'viewAssortments',
    component: ToFirstPrototype,
    menu: { toolbar: 'user', labelKey: 'prototypes.menu' },
  },
  {
    name: 'prototypes--prototype',
    path: '/prototypes/:prototype',
    access: 'viewAssortments',
    component: PrototypesPage,
  },
  {
    name: 'prototypes--product-detail',
    path: '/prototypes/product-detail/:styleColorId',
    access: 'viewAssortments',
    component: PrototypesPage,
  },
];
