// @vitest-environment jsdom
import type { Order, OrderLine } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { aLine, anOrder } from '../../orders/test-fixtures';
import WholesaleOrderPrintPage from './WholesaleOrderPrintPage';

const wholesaleLine = (fields: Partial<OrderLine>) =>
  aLine({ size: null, sizes: { '9': 2, '10': 4 }, prices: { 'USA/USD': 40 }, ...fields });

const order: Order = anOrder({
  orderNumber: 42,
  type: 'WHOLESALE',
  orderIdentifier: 'W-2026-000042',
  po: 'PO-77',
  region: 'usa',
  origin: 'domestic',
  customer: {
    id: '300101',
    name: 'Harbor Sports',
    currency: 'USD',
    address: { country: 'USA' },
    defaults: [],
    termsInfo: [],
  },
  lines: [
    wholesaleLine({ style: '10001', color: 'BLK', name: 'Trail Runner' }),
    wholesaleLine({ style: '10003', color: 'GRN', name: 'Gone Runner', sizes: { '9': 50 }, status: 'Deleted' }),
  ],
});

beforeAll(() => initI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the wholesale order print view (spec part 1 §2 Orders: print views exist)', () => {
  it('prints the order reference, customer, PO and status, and only the live lines', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return Response.json(order);
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/orders/wholesale/order/42/print']}>
          <Routes>
            <Route path="/orders/wholesale/order/:orderNumber/print" element={<WholesaleOrderPrintPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Wholesale order W-2026-000042');
    expect(urls).toEqual(['/api/orders/wholesale/active/order/42']);
    expect(screen.getByText(/^Harbor Sports \(300101\) · Purchase order number PO-77 · Draft · /)).toBeTruthy();

    const lines = screen.getByRole('table', { name: 'Order lines' });
    expect(within(lines).getByText('10001/BLK')).toBeTruthy();
    expect(within(lines).queryByText('10003/GRN')).toBeNull();
    expect(screen.getByTestId('order-units').textContent).toBe('6');
    // Nothing to edit on paper.
    expect(within(lines).getByRole('textbox', { name: '10001/BLK 9' })).toHaveProperty('disabled', true);
  });
});
