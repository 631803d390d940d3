import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SalesToolLinks } from '../sales-tools/SalesToolLinks';
import { createQueryClient } from '../shared/api/query-client';
import { appTheme } from '../shared/app-shell/theme';
import { RouteGuard } from '../shared/routing/RouteGuard';
import { RouteTableContext } from '../shared/routing/route-table-context';
import { UnconfiguredRoute } from '../shared/routing/UnconfiguredRoute';
import { AppLayout } from './AppLayout';
import { routeTable } from './route-table';

const queryClient = createQueryClient();

const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      ...routeTable.map((route) => ({
        path: route.path,
        handle: route,
        element: (
          <RouteGuard route={route}>
            <route.component />
          </RouteGuard>
        ),
      })),
      { path: '*', element: <UnconfiguredRoute /> },
    ],
  },
]);

/** The theme follows the interface language: it names the progress indicators. */
const LocalizedTheme = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const theme = useMemo(() => appTheme({ busy: t('shell.busy') }), [t]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};

export const App = () => (
  <LocalizedTheme>
    <CssBaseline />
    <QueryClientProvider client={queryClient}>
      <RouteTableContext value={routeTable}>
        <SalesToolLinks>
          <RouterProvider router={router} />
        </SalesToolLinks>
      </RouteTableContext>
    </QueryClientProvider>
  </LocalizedTheme>
);
