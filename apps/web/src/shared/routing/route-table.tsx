import { type AccessRuleName, type AssortmentListView, LINK_EXPIRED_PATH, type SalesTool } from '@stride/domain';
import { matchPath, Navigate } from 'react-router';
import { prototypeRoutes } from '../../prototypes/prototype-routes';
import { salesToolRoutes } from '../../sales-tools/sales-tool-routes';
import { type LazyPage, lazyPage } from './lazy-page';
import { libraryRoutes } from './library-routes';

export const toolbarTitles = ['advertising', 'product', 'globalRetail', 'sales', 'orders'] as const;
export type ToolbarTitle = (typeof toolbarTitles)[number];

export type AppRoute = {
  /** Route names follow the spec (dashboard--its, advertising--libraries--assets--manage--pending…). */
  name: string;
  path: string;
  /** 'public' pages need no login; any other value is a named rule of the domain package. */
  access: 'public' | AccessRuleName;
  component: LazyPage;
  /** The app bar is shown unless a route turns it off. */
  appBar?: boolean;
  /** Where the route is offered: a toolbar menu, the user menu, and/or a dashboard tile. */
  menu?: { toolbar: ToolbarTitle | 'user'; labelKey: string };
  tile?: { titleKey: string; descriptionKey: string; icon: string };
  /** An external tool: its menu entry and tile open the tool's configured address in a new tab. */
  external?: SalesTool;
};

const DashboardPage = lazyPage(() => import('../../dashboard/pages/DashboardPage'));
const AdRegisterPage = lazyPage(() => import('../../accounts/pages/AdRegisterPage'));
const LoggedOutPage = lazyPage(() => import('../../accounts/pages/LoggedOutPage'));
const NotApprovedPage = lazyPage(() => import('../../accounts/pages/NotApprovedPage'));
const LinkExpiredPage = lazyPage(() => import('../../downloads/pages/LinkExpiredPage'));
const SharedDocumentPage = lazyPage(() => import('../../documents/pages/SharedDocumentPage'));
const ScheduledDocumentsPage = lazyPage(() => import('../../documents/pages/ScheduledDocumentsPage'));
const KeptDocumentsPage = lazyPage(() => import('../../documents/pages/KeptDocumentsPage'));
const UsersPage = lazyPage(() => import('../../users/pages/UsersPage'));
const OutboxPage = lazyPage(() => import('../../mail/pages/OutboxPage'));
const ProductsLibraryPage = lazyPage(() => import('../../products/pages/ProductsLibraryPage'));
const ProductDetailPage = lazyPage(() => import('../../products/detail/ProductDetailPage'));
const AssortmentGridPage = lazyPage(() => import('../../assortments/grid/pages/AssortmentGridPage'));
const GroupSortPage = lazyPage(() => import('../../assortments/sort/pages/GroupSortPage'));
const AssortmentReportingPage = lazyPage(() => import('../../assortments/manager/pages/AssortmentReportingPage'));

/** One manager page serves every list of the Assortment Manager. */
const assortmentManagerList = (view: AssortmentListView) =>
  lazyPage(async () => {
    const { AssortmentManagerPage } = await import('../../assortments/manager/pages/AssortmentManagerPage');
    return { default: () => <AssortmentManagerPage view={view} /> };
  });
const ToQuickAccess = lazyPage(async () => ({
  default: () => <Navigate to="/product/assortments/quick-access" replace />,
}));

/** Spec part 1 §2 Product assortments: the manager's lists and reporting. */
const assortmentManagerRoutes: AppRoute[] = [
  { name: 'assortment-manager', path: '/product/assortments', access: 'viewAssortments', component: ToQuickAccess },
  {
    name: 'assortment-manager--quick-access',
    path: '/product/assortments/quick-access',
    access: 'viewAssortments',
    component: assortmentManagerList('quick-access'),
    menu: { toolbar: 'product', labelKey: 'menus.assortments' },
    tile: { titleKey: 'tiles.assortments.title', descriptionKey: 'tiles.assortments.description', icon: 'assortments' },
  },
  ...(
    [
      ['all-assortments', 'all'],
      ['recent', 'recent'],
      ['starred', 'starred'],
      ['archived', 'archived'],
    ] as const
  ).map(([name, view]) => ({
    name: `assortment-manager--${name}`,
    path: `/product/assortments/${view}`,
    access: 'viewAssortments' as const,
    component: assortmentManagerList(view),
  })),
  {
    name: 'assortment-manager--scheduled',
    path: '/product/assortments/scheduled',
    access: 'viewAssortments',
    component: ScheduledDocumentsPage,
  },
  {
    name: 'assortment-manager--documents',
    path: '/product/assortments/documents',
    access: 'viewAssortments',
    component: KeptDocumentsPage,
  },
  {
    name: 'assortment-manager--reporting',
    path: '/product/assortments/reporting',
    access: 'manageAssortmentReporting',
    component: AssortmentReportingPage,
  },
];

/**
 * Every screen of the app, declared once: the router, the guards, the menus and the dashboard
 * tiles all read this table. Areas not built yet are simply absent.
 */
export const routeTable: AppRoute[] = [
  { name: 'dashboard--its', path: '/dashboard', access: 'public', component: DashboardPage, appBar: false },
  {
    name: 'set-password',
    path: '/set-password/:userId/:code/:isNew?',
    access: 'public',
    component: DashboardPage,
    appBar: false,
  },
  {
    name: 'confirm-email',
    path: '/confirm-email/:messages',
    access: 'public',
    component: DashboardPage,
    appBar: false,
  },
  {
    name: 'ad-register',
    path: '/ad-register/:pendingUser',
    access: 'public',
    component: AdRegisterPage,
    appBar: false,
  },
  { name: 'logged-out', path: '/logged-out', access: 'public', component: LoggedOutPage, appBar: false },
  { name: 'not-approved', path: '/not-approved', access: 'public', component: NotApprovedPage, appBar: false },
  { name: 'link-expired', path: LINK_EXPIRED_PATH, access: 'public', component: LinkExpiredPage, appBar: false },
  {
    name: 'file--scheduled',
    path: '/file/scheduled/:fileType/document/:documentId/:timeStamp/:filename',
    access: 'public',
    component: SharedDocumentPage,
    appBar: false,
  },
  {
    name: 'file--shared',
    path: '/file/shared/:fileType/document/:documentId/:accessCode/:filename',
    access: 'public',
    component: SharedDocumentPage,
    appBar: false,
  },
  {
    name: 'product--libraries--products',
    path: '/product/libraries/products',
    access: 'viewProducts',
    component: ProductsLibraryPage,
    menu: { toolbar: 'product', labelKey: 'menus.products' },
    tile: { titleKey: 'tiles.products.title', descriptionKey: 'tiles.products.description', icon: 'products' },
  },
  {
    name: 'product--libraries--internal--detail',
    path: '/product/libraries/internal/detail/:styleColorId',
    access: 'viewProducts',
    component: ProductDetailPage,
  },
  {
    name: 'assortment--manage',
    path: '/product/assortments/assortment/:assortmentId/manage',
    access: 'viewAssortments',
    component: AssortmentGridPage,
  },
  {
    name: 'assortment--export',
    path: '/product/assortments/assortment/:assortmentId/export',
    access: 'viewAssortments',
    component: AssortmentGridPage,
  },
  {
    name: 'assortment--sort',
    path: '/product/assortments/assortment/:assortmentId/sort',
    access: 'viewAssortments',
    component: GroupSortPage,
  },
  ...libraryRoutes,
  ...assortmentManagerRoutes,
  {
    name: 'admin--users',
    path: '/admin/users',
    access: 'adminUsers',
    component: UsersPage,
    menu: { toolbar: 'user', labelKey: 'menus.users' },
    tile: { titleKey: 'tiles.users.title', descriptionKey: 'tiles.users.description', icon: 'users' },
  },
  {
    name: 'admin--outbox',
    path: '/admin/outbox',
    access: 'adminUsers',
    component: OutboxPage,
    menu: { toolbar: 'user', labelKey: 'menus.outbox' },
    tile: { titleKey: 'tiles.outbox.title', descriptionKey: 'tiles.outbox.description', icon: 'mail' },
  },
  ...salesToolRoutes,
  ...prototypeRoutes,
];

export const DEFAULT_PATH = '/dashboard';

/** Paths that stay put after a logout instead of going back to the dashboard. */
export const isPublicPath = (pathname: string) =>
  routeTable.some((route) => route.access === 'public' && matchPath(route.path, pathname) !== null);

/**
 * On a full load, starts loading the code of the page the app opens on while the app itself
 * starts (languages, the session check); a failed load shows when the page renders.
 */
export const preloadPageOf = (pathname: string) => {
  routeTable
    .find((route) => matchPath(route.path, pathname) !== null)
    ?.component.preload()
    .catch(() => undefined);
};
