import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ApiRequestError } from './shared/api/api-client';
import { AppLayout } from './shared/app-shell/AppLayout';
import { theme } from './shared/app-shell/theme';
import { RouteGuard } from './shared/routing/RouteGuard';
import { DEFAULT_PATH, routeTable } from './shared/routing/route-table';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
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
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ThemeProvider>
);
