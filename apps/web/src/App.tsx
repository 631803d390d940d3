import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { AppLayout } from './shared/app-shell/AppLayout';
import { theme } from './shared/app-shell/theme';
import { DEFAULT_PATH } from './shared/routing/default-path';
import { RouteGuard } from './shared/routing/RouteGuard';
import { routeTable } from './shared/routing/route-table';
import { RouteTableContext } from './shared/routing/route-table-context';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // The transport already shows a dialog for a failed call; retrying would show it again.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});

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
      { path: '*', element: <Navigate to={DEFAULT_PATH} replace /> },
    ],
  },
]);

export const App = () => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <QueryClientProvider client={queryClient}>
      <RouteTableContext value={routeTable}>
        <RouterProvider router={router} />
      </RouteTableContext>
    </QueryClientProvider>
  </ThemeProvider>
);
