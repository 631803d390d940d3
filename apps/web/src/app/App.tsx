import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SalesToolLinks } from '../sales-tools/SalesToolLinks';
import { createQueryClient } from '../shared/api/query-client';
import { theme } from '../shared/app-shell/theme';
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

export const App = () => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <QueryClientProvider client={queryClient}>
      <RouteTableContext value={routeTable}>
        <SalesToolLinks>
          <RouterProvider router={router} />
        </SalesToolLinks>
      </RouteTableContext>
    </QueryClientProvider>
  </ThemeProvider>
);
