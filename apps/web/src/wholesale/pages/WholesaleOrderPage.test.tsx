// @vitest-environment jsdom
import { addDays, type Order, type OrderLine, todayDateNumber } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { toasts } from '../../shared/toasts/toast-store';
import WholesaleOrderPage from './WholesaleOrderPage';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  toasts.reset();
  vi.unstubAllGlobals();
});

const today = todayDateNumber(new Date());
const line = (overrides: Partial<OrderLine>): OrderLine => ({
  _id: crypto.randomUUID(),
  identifier: '10001-BLK',
  status: 'A',
  previousStatus: null,
  trackingUrl: null,
  coordinatorName: null,
  availability: {},
  style: '10001',
  color: 'BLK',
  name: 'Trail Runner',
  size: null,
  quantity: 1,
  side: 'Pair',
  source: null,
  returnType: null,
  shipper: null,
  tracking: null,
  productType: 'Footwear',
  gender: null,
  promoCode: null,
  warehouse: null,
  sizes: { '9': 2, '10': 4 },
  unitPrice: null,
  prices: { '/USD': 45, 'USA/USD': 40 },
  discount: 10,
  reduced: false,
  packCode: null,
  divisionId: 'Work',
  startDate: today,
  endDate: addDays(today, 30),
  daysOut: 30,
  term: '30',
  store: '001',
  ...overrides,
});

const order = (overrides: Partial<Order> = {}): Order =>
  ({
    _id: '0b6f3c5e-8a1d-4c39-9a57-0d3c1b2a4e5f',
    orderNumber: 42,
    type: 'WHOLESALE',
    status: 'DRAFT',
    orderApprovalStatus: 'PENDING',
    orderIdentifier: 'W-2026-000042',
    customer: {
      id: '300101',
      name: 'Harbor Sports',
      currency: 'USD',
      address: { country: 'USA' },
      defaults: [{ store: '001', divisionId: 'Work', daysOut: 30, term: '30' }],
      termsInfo: [
        { code: '30', description: 'Net 30' },
        { code: '02', description: 'Reduced' },
      ],
    },
    region: 'usa',
    origin: 'domestic',
    stores: ['001'],
    po: null,
    repNumber: 'US-101',
    lines: [line({}), line({ style: '10002', color: 'RED', sizes: { '8': 1 }, unitPrice: 50, discount: null })],
    comments: [],
    actions: ['submit', 'deactivate'],
    editable: true,
    deletable: true,
    ...overrides,
  }) as Order;

type Call = { method: string; url: string; body: unknown };

/** The orders API as the page calls it; `batch` answers each PATCH. */
const stubApi = (loaded: Order, batch: (body: Record<string, unknown>) => Response) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url.endsWith('/orders/wof/rep')) return Response.json({ repNumbers: ['US-101'] });
      if (url.startsWith('/api/orders/wof/style')) return Response.json({ message: 'none' }, { status: 404 });
      if (method === 'PATCH') return batch(body);
      return Response.json(loaded);
    }),
  );
  return calls;
};

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/orders/wholesale/order/42']}>
        <Routes>
          <Route path="/orders/wholesale/order/:orderNumber" element={<WholesaleOrderPage />} />
          <Route path="/orders/wholesale/active" element={<p>active list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const lastToast = () => renderHook(() => toasts.useToasts()).result.current.at(-1);

describe('WholesaleOrderPage', { timeout: 20_000 }, () => {
  it('shows the lines per size and the totals in the customer’s currency, prices falling back', async () => {
    stubApi(order(), () => Response.json(order()));
    renderPage();
    expect(await screen.findByText('Harbor Sports (300101)', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '10001/BLK 9' })).toHaveProperty('value', '2');
    expect(screen.getByTestId('order-units').textContent).toBe('7');
    // 6 at the USA/USD price 40 less 10 %, 1 at its own 50.
    expect(screen.getByTestId('order-amount').textContent).toBe('$266.00');
  });

  it('sends a reduced line’s defaults again: term 02 for a USA customer', async () => {
    const calls = stubApi(order(), () => Response.json(order()));
    renderPage();
    const [reduced] = await screen.findAllByRole('checkbox', { name: 'Reduced' });
    fireEvent.click(reduced!);
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toMatchObject({ lines: { update: [{ reduced: true, term: '02', daysOut: 30 }] } });
  });

  it("warns of a pack code the line's quantities do not fit, in words, and keeps it upper-cased", async () => {
    const odd = order({ lines: [line({ sizes: { '9': 2, '10': 3 } })] });
    const calls = stubApi(odd, () => Response.json(odd));
    renderPage();
    const [packCode] = await screen.findAllByRole('textbox', { name: 'Pack code' }, { timeout: 5_000 });
    fireEvent.change(packCode!, { target: { value: 'm6' } });
    fireEvent.blur(packCode!);
    // 2 + 3 pairs of sizes 9 and 10: not a multiple of the 6-pair pack, nor 3 of size 10's share of 2.
    const shown = renderHook(() => toasts.useToasts()).result.current;
    expect(shown.map((toast) => [toast.type, toast.message])).toEqual([
      ['warning', 'Pack code M6: the total must be a multiple of 6.'],
      ['warning', 'Pack code M6: size 10 must be a multiple of 2.'],
    ]);
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({
      lines: { update: [{ packCode: 'M6' }] },
    });
  });

  it('goes to the active list with the success toast after a submit', async () => {
    const calls = stubApi(order(), () => Response.json(order({ status: 'PENDING', actions: [] })));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('active list', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ action: 'submit' });
    expect(lastToast()).toMatchObject({ type: 'success', message: 'The order was sent to the order system.' });
  });

  it('keeps the rejected order on screen with each item’s error until closed', async () => {
    stubApi(order(), () =>
      Response.json(
        {
          messageCode: 'ITS_FE_ERROR_ORDER_REJECTED',
          message: 'Rejected',
          messageData: { items: [{ style: '10002', color: 'RED', message: 'No quantities ordered' }] },
        },
        { status: 409 },
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(lastToast()?.type).toBe('error'));
    expect(lastToast()).toMatchObject({
      persist: true,
      message: 'The order system rejected the order:\n10002/RED: No quantities ordered',
      action: { label: 'Refresh' },
    });
    expect(screen.queryByText('active list')).toBeNull();
  });
});
