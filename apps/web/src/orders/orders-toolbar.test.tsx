// @vitest-environment jsdom
import type { Permission } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeTable } from '../app/route-table';
import { initI18n } from '../i18n/i18n';
import { ToolbarMenus } from '../shared/app-shell/ToolbarMenus';
import { RouteTableContext } from '../shared/routing/route-table-context';
import { sessionStore } from '../shared/session/session-store';
import { signInWith } from './test-fixtures';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.set({ user: null, state: 'loggedOut' });
});

/** The Orders toolbar's entries for a person, as its menu lists them. */
const ordersMenu = (permissions: Permission[], wofAccess = false) => {
  signInWith(permissions, 'D1', { wof: { access: wofAccess, country: 'USA' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({})),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouteTableContext value={routeTable}>
        <MemoryRouter>
          <ToolbarMenus />
        </MemoryRouter>
      </RouteTableContext>
    </QueryClientProvider>,
  );
  const toolbar = screen.queryByRole('button', { name: 'Orders' });
  if (!toolbar) return null;
  fireEvent.click(toolbar);
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
};

describe('the Orders toolbar (spec part 1 §2 Menus, §6)', () => {
  it('offers each order screen its permission opens', () => {
    expect(
      ordersMenu([
        { domain: 'sampleOrders', role: 'user' },
        { domain: 'promoOrders', role: 'user' },
      ]),
    ).toEqual(['Sample orders', 'Promo orders']);
  });

  it('offers the senior coordinator the assignments, and wholesale orders only with the order form access flag', () => {
    const senior = ordersMenu([{ domain: 'sampleOrders', role: 'seniorCoordinator' }]);
    expect(senior).toEqual(expect.arrayContaining(['Sample orders', 'Manage Assignments']));
    cleanup();
    expect(ordersMenu([{ domain: 'wholesaleOrders', role: 'REP' }], true)).toEqual(['Wholesale orders']);
    cleanup();
    expect(ordersMenu([{ domain: 'wholesaleOrders', role: 'REP' }], false)).toBeNull();
  });
});
