import { AppBar, Box, Toolbar } from '@mui/material';
import { memo, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { DownloadQueue } from '../downloads';
import { NotificationsBell } from '../notifications/components/NotificationsBell';
import { SessionDialogs } from '../session/SessionDialogs';
import { useLogout } from '../session/use-logout';
import { useSessionLifecycle } from '../session/use-session-lifecycle';
import { BrandLink } from '../shared/app-shell/BrandLink';
import { LanguageMenu } from '../shared/app-shell/LanguageMenu';
import { LogoutContext } from '../shared/app-shell/logout-context';
import { PageTitle } from '../shared/app-shell/PageTitle';
import { SendLinkButton } from '../shared/app-shell/SendLinkButton';
import { MAIN_CONTENT_ID, SkipLink } from '../shared/app-shell/SkipLink';
import { type ToolbarHelpEntry, ToolbarMenus, useToolbarShown } from '../shared/app-shell/ToolbarMenus';
import { UserMenu } from '../shared/app-shell/UserMenu';
import { lazyDialog } from '../shared/dialogs/lazy-dialog';
import { OrientationAlert } from '../shared/dialogs/OrientationAlert';
import { PromptDialog } from '../shared/dialogs/PromptDialog';
import { TransportProblemDialogs } from '../shared/dialogs/TransportProblemDialogs';
import type { AppRoute } from '../shared/routing/app-route';
import { useInAppNavigationTracking } from '../shared/routing/in-app-navigation';
import { ToastHost } from '../shared/toasts/ToastHost';
import { toasts } from '../shared/toasts/toast-store';
import { GlobalUploader } from '../uploads';

/** The toolbars' help: the Product toolbar's dialog on assortment training (spec part 1 §2 Menus), loaded on opening. */
const toolbarHelp: readonly ToolbarHelpEntry[] = [
  {
    toolbar: 'product',
    labelKey: 'assortmentTraining.menu',
    withRouteAccess: 'viewAssortments',
    Dialog: lazyDialog(() =>
      import('../assortments/training/AssortmentTrainingDialog').then((module) => module.AssortmentTrainingDialog),
    ),
  },
];

/** The Orders toolbar's notifications (spec part 1 §2 Menus): shown with that toolbar. */
const OrdersNotifications = () => (useToolbarShown('orders') ? <NotificationsBell /> : null);

/** The app bar: brand, menus, language and user; nothing in it depends on the URL's search. */
const AppBarContent = memo(() => (
  <AppBar position="sticky" color="primary">
    {/* One row at any width: the menus fold on narrow windows rather than wrap. */}
    <Toolbar sx={{ gap: { xs: 1, md: 2 }, flexWrap: 'nowrap', minWidth: 0 }}>
      <BrandLink />
      <ToolbarMenus help={toolbarHelp} />
      <Box sx={{ flexGrow: 1 }} />
      <OrdersNotifications />
      <SendLinkButton />
      <LanguageMenu />
      <UserMenu />
    </Toolbar>
  </AppBar>
));

const RouteAppBar = () => {
  const route = useMatches().at(-1)?.handle as AppRoute | undefined;
  return route?.appBar !== false ? <AppBarContent /> : null;
};

/** Toasts belong to the page they were raised on, and the back button needs to know of in-app moves. */
const RouteChangeTracking = () => {
  useInAppNavigationTracking();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger; toasts reset on each route change
  useEffect(() => {
    toasts.reset();
  }, [pathname]);
  return null;
};

/**
 * The frame around every page: app bar (unless the route hides it), dialogs and toasts; it hands
 * the shell's user menus (the app bar's, the dashboard header's) the session's logout. What
 * follows the URL sits in small components of its own, so that a search kept in the URL (every
 * filter typed in a library) re-renders the page, not the frame and its menus.
 */
export const AppLayout = () => {
  useSessionLifecycle();
  return (
    <LogoutContext value={useLogout()}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <SkipLink />
        <RouteChangeTracking />
        <RouteAppBar />
        {/* Focusable by script only: the skip link's target. */}
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
          <Outlet />
        </Box>
        <SessionDialogs />
        <TransportProblemDialogs />
        <PromptDialog />
        <OrientationAlert />
        <GlobalUploader />
        <DownloadQueue />
        <ToastHost />
        <PageTitle />
      </Box>
    </LogoutContext>
  );
};
