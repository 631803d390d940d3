// @vitest-environment jsdom
import type { Permission } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeTable } from '../app/route-table';
import { AreaTiles } from '../dashboard/components/AreaTiles';
import { initI18n } from '../i18n/i18n';
import { ToolbarMenus } from '../shared/app-shell/ToolbarMenus';
import { RouteTableContext } from '../shared/routing/route-table-context';
import { sessionStore } from '../shared/session/session-store';
import { testUser } from '../shared/testing/test-user';
import { SalesToolLinks } from './SalesToolLinks';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.set({ user: null, state: 'loggedOut' });
});

const TRAVEL = 'https://travel.example.org/calendar';
const UPC = 'https://upc.example.org/';

/** Signs the user in and answers the options call as the server would: only the tools they may open. */
const signIn = (permissions: Permission[], tools: { tool: string; url: string }[]) => {
  sessionStore.set({ user: testUser({ permissions }), state: 'loggedIn', checked: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/options/data/salesTools' ? Response.json({ salesTools: tools }) : Response.json({}),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouteTableContext value={routeTable}>
        <SalesToolLinks>
          <MemoryRouter>
            <ToolbarMenus />
            <AreaTiles />
          </MemoryRouter>
        </SalesToolLinks>
      </RouteTableContext>
    </QueryClientProvider>,
  );
};

describe('Sales tools in the menu and on the dashboard', () => {
  it('offers exactly the tools the user may open, each opening its address in a new tab', async () => {
    signIn(
      [
        { domain: 'travelCalendar', role: 'user' },
        { domain: 'upcLookup', role: 'user' },
      ],
      [
        { tool: 'travelCalendar', url: TRAVEL },
        { tool: 'upcLookup', url: UPC },
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sales' }));
    const menu = screen.getByRole('menu');
    const travel = within(menu).getByRole('menuitem', { name: /Travel calendar/ });
    expect(travel.getAttribute('href')).toBe(TRAVEL);
    expect(travel.getAttribute('target')).toBe('_blank');
    expect(travel.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(menu)
        .getByRole('menuitem', { name: /UPC lookup/ })
        .getAttribute('href'),
    ).toBe(UPC);
    expect(within(menu).queryByRole('menuitem', { name: /Spending approval/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Key item price/ })).toBeNull();

    const tile = screen.getByTestId('tile-sales--tools--travel-calendar');
    expect(tile.getAttribute('href')).toBe(TRAVEL);
    expect(tile.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('tile-sales--tools--spending-approval')).toBeNull();
  });

  it('shows no tool whose address the server did not give, even to a holder of its permission', async () => {
    signIn([{ domain: 'spendingApproval', role: 'approver' }], []);
    expect(await screen.findByTestId('no-tiles')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sales' })).toBeNull();
  });
});
