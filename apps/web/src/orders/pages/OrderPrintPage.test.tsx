// @vitest-environment jsdom
import type { Order } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { aLine, anOrder, signInWith } from '../test-fixtures';
import { OrderPrintPage } from './OrderPrintPage';

/** Answers the order's GET with `order`; records the URLs asked. */
const stubOrder = (order: Order) => {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return url.includes('/order/') ? Response.json(order) : Response.json({});
    }),
  );
  return urls;
};

const renderPrint = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/orders/samples/order/1042/print']}>
        <Routes>
          <Route path="/orders/samples/order/:orderNumber/print" element={<OrderPrintPage screen="samples" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The printed value beside a field's label. */
const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeAll(() => initI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sample order print view (spec part 1 §2 Orders: print views exist)', () => {
  it('prints the order number, its fields, the ship-to address and only the live lines', async () => {
    signInWith([{ domain: 'sampleOrders', role: 'user' }]);
    const urls = stubOrder(
      anOrder({
        status: 'PENDING',
        shipTo: { attention: 'Jane Doe', street: '1 Main St', street2: '', city: 'Boulder', state: 'CO', zip: '80302' },
        lines: [
          aLine({ style: 'WAVE1', color: 'BLK', name: 'Wave Runner', quantity: 2 }),
          aLine({ style: 'GONE9', color: 'RED', name: 'Gone Shoe', quantity: 5, status: 'Deleted' }),
        ],
      }),
    );
    renderPrint();

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sample order 1042 · S-2026-001042');
    expect(urls.some((url) => url.endsWith('/order/1042'))).toBe(true);
    expect(fact('Requester')).toBe('Maya Thompson');
    expect(fact('Status')).toBe('Pending');
    expect(fact('Ship to')).toBe('Jane Doe\n1 Main St\nBoulder, CO 80302');

    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).getByText('WAVE1-BLK Wave Runner')).toBeTruthy();
    expect(within(lines).queryByText(/GONE9/)).toBeNull();
    expect(within(lines).getAllByRole('row')).toHaveLength(2); // the header and the one live line
    expect(screen.getByText('2 units')).toBeTruthy();
  });

  it('prints a dash for the ship-to address when none is set', async () => {
    stubOrder(anOrder({ shipTo: null }));
    renderPrint();
    await screen.findByRole('heading', { level: 1 });
    expect(fact('Ship to')).toBe('—');
  });
});
