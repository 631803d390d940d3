// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { prompts } from '../../shared/dialogs/prompt-store';
import { toasts } from '../../shared/toasts/toast-store';
import WholesaleOrdersPage from './WholesaleOrdersPage';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  toasts.reset();
  vi.unstubAllGlobals();
});

const summary = (orderNumber: number, status: string, deletable: boolean) => ({
  _id: `00000000-0000-4000-8000-00000000000${orderNumber}`,
  orderNumber,
  orderIdentifier: `W-2026-00000${orderNumber}`,
  type: 'WHOLESALE',
  status,
  customer: {
    id: '1',
    name: `Account ${orderNumber}`,
    currency: 'USD',
    address: { country: 'USA' },
    defaults: [],
    termsInfo: [],
  },
  lineCount: 2,
  unitCount: 12,
  modifiedDate: '2026-11-20T18:00:00.000Z',
  deletable,
});

type Call = { method: string; url: string; body: unknown };

const stubList = (rows: unknown[]) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (init.method === 'DELETE') return Response.json({ message: 'Deleted' });
      if (url.includes('/duplicate/')) return Response.json({ ...summary(7, 'DRAFT', true), type: 'WHOLESALE' });
      return Response.json({ rows, lastRow: rows.length });
    }),
  );
  return calls;
};

const renderList = (tab: 'active' | 'archived') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/orders/wholesale/${tab}`]}>
        <WholesaleOrdersPage tab={tab} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('WholesaleOrdersPage', { timeout: 20_000 }, () => {
  it('says how to start when the active tab is empty, and only that there are none on the archived tab', async () => {
    const calls = stubList([]);
    renderList('active');
    await screen.findByText('No orders available. Click below to create your first order.', undefined, {
      timeout: 5_000,
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/orders/wholesale/active/query',
      body: { startRow: 0, endRow: 100 },
    });
    cleanup();
    stubList([]);
    renderList('archived');
    await screen.findByText('No orders available.');
  });

  it('lists orders with their customer and long date, and deletes the deletable ones after asking', async () => {
    const calls = stubList([summary(2, 'PENDING', true), summary(1, 'DRAFT', true)]);
    renderList('active');
    await screen.findByText('Account 2', undefined, { timeout: 5_000 });
    expect(screen.getAllByText('November 20, 26')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    prompts.answerYes();
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')!.url).toBe(
      '/api/orders/wholesale/active/00000000-0000-4000-8000-000000000002',
    );
  });

  it('duplicates an order as a new draft, says so and opens it', async () => {
    const shown = vi.spyOn(toasts, 'show');
    const calls = stubList([summary(2, 'SUBMITTED', false)]);
    renderList('active');
    await screen.findByText('Account 2', undefined, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', kind: 'successOrder', message: 'Order duplicated as 7' }),
      ),
    );
    expect(calls.find((call) => call.method === 'POST' && call.url.includes('/duplicate/'))?.url).toBe(
      '/api/orders/wholesale/active/duplicate/00000000-0000-4000-8000-000000000002',
    );
    shown.mockRestore();
  });
});
