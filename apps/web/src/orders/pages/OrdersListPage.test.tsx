// @vitest-environment jsdom
import type { Permission } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { viewedCoordinator } from '../../notifications/viewed-coordinator';
import type { OrderScreenTab, OrderScreenType } from '../order-screens';
import { aSummary, signInWith } from '../test-fixtures';
import { OrdersListPage } from './OrdersListPage';

type Call = { url: string; method: string; body: unknown };

const stubApi = (answers: { rows?: unknown[]; assignments?: unknown; assignmentsStatus?: number } = {}) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/query'))
        return Response.json({ rows: answers.rows ?? [], lastRow: answers.rows?.length ?? 0 });
      if (url.endsWith('/coordinatorAssignments')) {
        return answers.assignmentsStatus === 404
          ? Response.json({ messageCode: 'ITS_BE_ERROR_NOT_FOUND', message: 'Not found' }, { status: 404 })
          : Response.json(answers.assignments ?? []);
      }
      return Response.json({});
    }),
  );
  return calls;
};

const renderList = (screen: OrderScreenType, tab: OrderScreenTab, search = '') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/orders/${screen}/${tab}${search}`]}>
        <OrdersListPage screen={screen} tab={tab} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The grid draws its first rows after its own start, which takes a while on a busy machine. */
const findText = (text: string) => screen.findByText(text, {}, { timeout: 8_000 });

const queries = (calls: Call[]) => calls.filter((call) => call.url.endsWith('/query'));

const requester: Permission[] = [
  { domain: 'sampleOrders', role: 'user' },
  { domain: 'promoOrders', role: 'user' },
];
const coordinator: Permission[] = [{ domain: 'sampleOrders', role: 'coordinator' }];

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('order lists (spec part 1 §2 Orders, §4)', { timeout: 20_000 }, () => {
  it('asks the tab for its first page of 100 and invites a first order where drafts are listed', async () => {
    signInWith(requester);
    const calls = stubApi();
    renderList('samples', 'active-orders');
    expect(await findText('No orders available. Click below to create your first order.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New order' })).toHaveLength(2);
    expect(queries(calls)[0]).toEqual({
      url: '/api/orders/samples/active-orders/query',
      method: 'POST',
      body: { startRow: 0, endRow: 100 },
    });
    // Requesters do not pick a coordinator, nor see the coordinators' Sample Styles tab.
    expect(screen.queryByTestId('coordinator-picker')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Sample styles' })).toBeNull();
  });

  it('says only that there are no orders on a tab without drafts', async () => {
    signInWith(requester);
    stubApi();
    renderList('promos', 'archived');
    expect(await findText('No orders available.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New order' })).toHaveLength(1);
  });

  it('lists the orders with their status and approval status', async () => {
    signInWith(requester);
    stubApi({ rows: [aSummary({ type: 'PROMO', status: 'PENDING', orderApprovalStatus: 'REQUIRES SENIOR' })] });
    renderList('promos', 'needs-review');
    expect(await findText('Requires senior approver')).toBeTruthy();
    expect(screen.getByTestId('order-link').getAttribute('href')).toBe('/orders/promos/order/1042?tab=needs-review');
    expect(screen.queryByText(/No orders available/)).toBeNull();
  });

  it('shows a coordinator their own orders first when the assignment list names them', async () => {
    signInWith(coordinator, 'D1009');
    const calls = stubApi({
      assignments: [
        { _id: 'a1', data: { coordinatorCode: 'D1011', coordinatorName: 'Chloe Dubois' } },
        { _id: 'a2', data: { coordinatorCode: 'D1009', coordinatorName: 'Isabela Santos' } },
      ],
    });
    renderList('samples', 'active-orders');
    await waitFor(() => expect(queries(calls)[0]?.body).toEqual({ startRow: 0, endRow: 100, coordinator: 'D1009' }));
    expect(screen.getByRole('tab', { name: 'Sample styles' })).toBeTruthy();
  });

  it('shows all coordinators’ orders while the assignment list does not exist', async () => {
    signInWith(coordinator, 'D1009');
    const calls = stubApi({ assignmentsStatus: 404 });
    renderList('samples', 'archived-orders');
    await waitFor(() => expect(queries(calls)[0]?.body).toEqual({ startRow: 0, endRow: 100 }));
    expect(screen.getByTestId('coordinator-picker')).toBeTruthy();
  });

  it("has the notifications drawer show the chosen coordinator's notifications while the list is open", async () => {
    signInWith(coordinator, 'D1009');
    const calls = stubApi({
      assignments: [{ _id: 'a1', data: { coordinatorCode: 'D1011', coordinatorName: 'Chloe Dubois' } }],
    });
    const { unmount } = renderList('samples', 'active-orders', '?coordinator=D1011');
    await waitFor(() => expect(queries(calls)[0]?.body).toMatchObject({ coordinator: 'D1011' }));
    expect(viewedCoordinator.get()).toBe('D1011');
    unmount();
    expect(viewedCoordinator.get()).toBeNull();
  });
});
