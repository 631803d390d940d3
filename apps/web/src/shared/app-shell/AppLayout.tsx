import { AppBar, Box, Toolbar } from '@mui/material';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { DownloadQueue } from '../../downloads';
import { SessionDialogs } from '../../session/SessionDialogs';
import { useSessionLifecycle } from '../../session/use-session-lifecycle';
import { GlobalUploader } from '../../uploads';
import { OrientationAlert } from '../dialogs/OrientationAlert';
import { PromptDialog } from '../dialogs/PromptDialog';
import { TransportProblemDialogs } from '../dialogs/TransportProblemDialogs';
import { useInAppNavigationTracking } from '../routing/in-app-navigation';
import type { AppRoute } from '../routing/route-table';
import { ToastHost } from '../toasts/ToastHost';
import { toasts } from '../toasts/toast-store';
import { BrandLink } from './BrandLink';
import { LanguageMenu } from './LanguageMenu';
import { ToolbarMenus } from './ToolbarMenus';
import { UserMenu } from './UserMenu';

/** The frame around every page: app bar (unless the route hides it), dialogs and toasts. */
export const AppLayout = () => {
  useSessionLifecycle();
  useInAppNavigationTracking();
  const location = useLocation();
  const matches = useMatches();
  const route = matches.at(-1)?.handle as AppRoute | undefined;
  const showAppBar = route?.appBar !== false;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger; toasts reset on each route change
  useEffect(() => {
    toasts.reset();
  }, [location.pathname]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {showAppBar && (
        <AppBar position="sticky" color="primary">
          <Toolbar sx={{ gap: 2 }}>
            <BrandLink />
            <ToolbarMenus />
            <Box sx={{ flexGrow: 1 }} />
            <LanguageMenu />
            <UserMenu />
          </Toolbar>
        </AppBar>
      )}
      <Box component="main">
        <Outlet />
      </Box>
      <SessionDialogs />
      <TransportProblemDialogs />
      <PromptDialog />
      <OrientationAlert />
      <GlobalUploader />
      <DownloadQueue />
      <ToastHost />
    </Box>
  );
};
