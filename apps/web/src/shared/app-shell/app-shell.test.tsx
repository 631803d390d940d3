// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import type { AppRoute } from '../routing/app-route';
import { lazyPage } from '../routing/lazy-page';
import { RouteTableContext } from '../routing/route-table-context';
import { sessionStore } from '../session/session-store';
import { testUser } from '../testing/test-user';
import { LogoutContext } from './logout-context';
import { ToolbarMenus } from './ToolbarMenus';
import { UserMenu } from './UserMenu';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sessionStore.set({ user: null, state: 'loggedOut' });
});

const assortmentUser = testUser({ permissions: [{ domain: 'productAssortments', role: 'user' }] });

const assortmentsRoute: AppRoute = {
  name: 'product--assortments',
  path: '/product/assortments',
  access: 'viewAssortments',
  component: lazyPage(async () => ({ default: () => null })),
  menu: { toolbar: 'product', labelKey: 'toolbar.product' },
};

const renderShell = (shell: ReactNode) => {
  sessionStore.set({ user: assortmentUser, state: 'loggedIn', checked: true });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouteTableContext value={[assortmentsRoute]}>
        <MemoryRouter>{shell}</MemoryRouter>
      </RouteTableContext>
    </QueryClientProvider>,
  );
};

describe('what the app hands the shell', () => {
  it("adds a toolbar's help entry, opening its dialog, when the menu offers a route of its rule", () => {
    const HelpDialog = ({ open }: { open: boolean; onClose: () => void }) =>
      open ? <div role="dialog">Training</div> : null;
    renderShell(
      <ToolbarMenus
        help={[
          {
            toolbar: 'product',
            labelKey: 'assortmentTraining.menu',
            withRouteAccess: 'viewAssortments',
            Dialog: HelpDialog,
          },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Product' }));
    const items = screen.getAllByRole('menuitem');
    expect(items).toHaveLength(2);
    fireEvent.click(items[1]!);
    expect(screen.getByRole('dialog').textContent).toBe('Training');
  });

  it('offers no help entry the app did not hand down', () => {
    renderShell(<ToolbarMenus />);
    fireEvent.click(screen.getByRole('button', { name: 'Product' }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
  });

  it("logs out with the app's logout, and offers none without it", () => {
    const logout = vi.fn(async () => undefined);
    renderShell(
      <LogoutContext value={logout}>
        <UserMenu />
      </LogoutContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Maya Thompson, Account menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledOnce();
    cleanup();

    renderShell(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Maya Thompson, Account menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Log out' })).toBeNull();
  });
});
