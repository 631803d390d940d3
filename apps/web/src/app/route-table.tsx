import { type AssortmentListView, LINK_EXPIRED_PATH } from '@stride/domain';
import { matchPath, Navigate } from 'react-router';
import { conferenceRoutes } from '../conference/conference-routes';
import { internalLibraryRoutes } from '../internal-library/internal-library-routes';
import { libraryRoutes } from '../libraries/library-routes';
import { orderRoutes } from '../orders/order-routes';
import { prototypeRoutes } from '../prototypes/prototype-routes';
import { salesToolRoutes } from '../sales-tools/sales-tool-routes';
import { sampleInventoryRoutes } from '../sample-inventory/sample-inventory-routes';
import type { AppRoute } from '../shared/routing/app-route';
import { SEASONS_MANAGE_PATH } from '../shared/routing/assortment-paths';
import { lazyPage } from '../shared/routing/lazy-page';
import { showroomRoutes } from '../showroom/showroom-routes';
import { wholesaleRoutes } from '../wholesale/wholesale-routes';

const DashboardPage = lazyPage(() => import('../dashboard/pages/DashboardPage'));
const AdRegisterPage = lazyPage(() => import('../accounts/pages/AdRegisterPage'));
const LoggedOutPage = lazyPage(() => import('../accounts/pages/LoggedOutPage'));
const NotApprovedPage = lazyPage(() => import('../accounts/pages/NotApprovedPage'));
const LinkExpiredPage = lazyPage(() => import('../downloads/pages/LinkExpiredPage'));
const SharedDocumentPage = lazyPage(() => import('../documents/pages/SharedDocumentPage'));
const ScheduledDocumentsPage = lazyPage(() => import('../documents/pages/ScheduledDocumentsPage'));
const KeptDocumentsPage = lazyPage(() => import('../documents/pages/KeptDocumentsPage'));
const UsersPage = lazyPage(() => import('../users/pages/UsersPage'));
const OutboxPage = lazyPage(() => import('../mail/pages/OutboxPage'));
const ApiTokensPage = lazyPage(() => import('../api-tokens/pages/ApiTokensPage'));
const AuditLogPage = lazyPage(() => import('../audit/pages/AuditLogPage'));
const WebhooksPage = lazyPage(() => import('../webhooks/pages/WebhooksPage'));
const CoordinatorAssignmentsPage = lazyPage(
  () => import('../coordinator-assignments/pages/CoordinatorAssignmentsPage'),
);
const ProductsLibraryPage = lazyPage(() => import('../libraries/pages/ProductsLibraryPage'));
const ProductDetailPage = lazyPage(() => import('../products/detail/ProductDetailPage'));
const AssortmentGridPage = lazyPage(() => import('../assortments/grid/pages/AssortmentGridPage'));
const GroupSortPage = lazyPage(() => import('../assortments/sort/pages/GroupSortPage'));
const internalAssortmentList = (channel: 'Wholesale' | 'Retail') =>
  lazyPage(async () => {
    const { default: InternalAssortmentsPage } = await import('../assortments/internal/pages/InternalAssortmentsPage');
    return { default: () => <InternalAssortmentsPage channel={channel} /> };
  });
const AssortmentReportingPage = lazyPage(() => import('../assortments/manager/pages/AssortmentReportingPage'));
const SeasonsManagerPage = lazyPage(() => import('../seasons/pages/SeasonsManagerPage'));
const seasonsLibraryPage = (channel: 'Wholesale' | 'Retail') =>
  lazyPage(async () => {
    const { SeasonsLibraryPage } = await import('../seasons/pages/SeasonsLibraryPage');
    return { default: () => <SeasonsLibraryPage channel={channel} /> };
  });

/** One manager page serves every list of the Assortment Manager. */
const assortmentManagerList = (view: AssortmentListView) =>
  lazyPage(async () => {
    const { AssortmentManagerPage } = await import('../assortments/manager/pages/AssortmentManagerPage');
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
    name: 'assortment-manager--internal-wholesale',
    path: '/product/assortments/internal/wholesale',
    access: 'keyInitiatives',
    component: internalAssortmentList('Wholesale'),
    menu: { toolbar: 'product', labelKey: 'menus.planKeyInitiatives', access: 'internalAssortmentData' },
  },
  {
    name: 'assortment-manager--internal-retail',
    path: '/product/assortments/internal/retail',
    access: 'retailAssortments',
    component: internalAssortmentList('Retail'),
    menu: { toolbar: 'product', labelKey: 'menus.planRetailAssortments', access: 'internalAssortmentData' },
  },
  ...(['manage', 'export'] as const).map((page) => ({
    name: `internal--${page}`,
    path: `/product/assortments/internal/:assortmentId/${page}`,
    access: 'internalAssortmentData' as const,
    component: AssortmentGridPage,
  })),
  {
    name: 'internal--sort',
    path: '/product/assortments/internal/:assortmentId/sort',
    access: 'internalAssortmentData',
    component: GroupSortPage,
  },
  {
    name: 'assortment-manager--reporting',
    path: '/product/assortments/reporting',
    access: 'manageAssortmentReporting',
    component: AssortmentReportingPage,
  },
  {
    name: 'assortment-manager--seasons-manage',
    path: SEASONS_MANAGE_PATH,
    access: 'manageSeasons',
    component: SeasonsManagerPage,
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
    name: 'product--libraries--internal--seasons-wholesale',
    path: '/product/libraries/internal/seasons-wholesale',
    access: 'keyInitiatives',
    component: seasonsLibraryPage('Wholesale'),
    menu: { toolbar: 'product', labelKey: 'seasons.menus.keyInitiatives', access: 'keyInitiativesMenu' },
  },
  {
    name: 'product--libraries--internal--seasons-retail',
    path: '/product/libraries/internal/seasons-retail',
    access: 'retailAssortments',
    component: seasonsLibraryPage('Retail'),
    menu: { toolbar: 'product', labelKey: 'seasons.menus.retailAssortments', access: 'retailAssortmentsMenu' },
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
  ...internalLibraryRoutes,
  ...assortmentManagerRoutes,
  ...showroomRoutes,
  ...conferenceRoutes,
  ...orderRoutes,
  {
    name: 'account--api-tokens',
    path: '/account/api-tokens',
    access: 'signedIn',
    component: ApiTokensPage,
    menu: { toolbar: 'user', labelKey: 'menus.apiTokens' },
  },
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
  {
    name: 'admin--audit',
    path: '/admin/audit',
    access: 'readAudit',
    component: AuditLogPage,
    menu: { toolbar: 'user', labelKey: 'menus.audit' },
  },
  {
    name: 'admin--webhooks',
    path: '/admin/webhooks',
    access: 'manageWebhooks',
    component: WebhooksPage,
    menu: { toolbar: 'user', labelKey: 'menus.webhooks' },
  },
  ...salesToolRoutes,
  {
    name: 'orders--manage-assignments',
    path: '/orders/coordinator-assignments',
    access: 'manageAssignments',
    component: CoordinatorAssignmentsPage,
    menu: { toolbar: 'orders', labelKey: 'orderNotifications.assignments.menu' },
  },
  ...sampleInventoryRoutes,
  ...wholesaleRoutes,
  ...prototypeRoutes,
];

/**
 * On a full load, loads the code of the page the app opens on while the app itself starts
 * (languages, the session check); settles when it is in, or failed (the failure shows when the
 * page renders).
 */
export const preloadPageOf = async (pathname: string) => {
  await routeTable
    .find((route) => matchPath(route.path, pathname) !== null)
    ?.component.preload()
    .catch(() => undefined);
};
