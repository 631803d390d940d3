// @vitest-environment jsdom
import { type Order, TOAST_TIMEOUT_MS } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { toasts } from '../../shared/toasts/toast-store';
import type { OrderScreenType } from '../order-screens';
import { aLine, anOrder, signInWith } from '../test-fixtures';
import { OrderPage } from './OrderPage';

type Call = { url: string; method: string; body: unknown };
type Answer = { status?: number; body: unknown };

/** The order page's calls: GET the order, PATCH a batch (answered by `onBatch`), the rest empty. */
const stubApi = (order: Order, onBatch: (body: unknown) => Answer = () => ({ body: order })) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (method === 'GET' && url.includes('/order/')) return Response.json(order);
      if (method === 'PATCH') {
        const answer = onBatch(body);
        return Response.json(answer.body, { status: answer.status ?? 200 });
      }
      if (url.includes('/history/')) return Response.json([]);
      if (url.includes('/year/')) return Response.json({ year: 2026, orders: 4, units: 27 });
      if (url.includes('/accounts/address/')) {
        return Response.json([
          {
            _id: crypto.randomUUID(),
            accountNumber: 'A-77',
            name: 'Peak Outfitters',
            city: 'Boulder',
            country: 'USA',
            territory: 'T1',
            corporate: false,
          },
        ]);
      }
      if (url.includes('usps/citystate/80302')) return Response.json({ zip: '80302', city: 'BOULDER', state: 'CO' });
      if (url.includes('ups/confirm')) {
        return Response.json({
          valid: true,
          carrier: null,
          problems: [],
          candidate: null,
          message: 'No carrier is configured.',
        });
      }
      if (url.includes('autocomplete/styles')) return Response.json({ data: ['TRAIL2'] });
      if (url.endsWith('/products/fetch')) {
        return Response.json({
          data: [
            {
              styleColorId: 'TRAIL2_RED',
              style: 'TRAIL2',
              color: 'RED',
              name: 'Trail Seeker',
              productType: 'Footwear',
              gender: 'Womens',
              colorDescription: 'Red',
              availability: [],
            },
          ],
        });
      }
      return Response.json({});
    }),
  );
  return calls;
};

const renderOrder = (screenType: OrderScreenType, query = '') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/orders/${screenType}/order/1042${query}`]}>
        <Routes>
          <Route path={`/orders/${screenType}/order/:orderNumber`} element={<OrderPage screen={screenType} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const actionNames = async () =>
  within(await screen.findByTestId('order-actions', {}, { timeout: 8_000 }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const batches = (calls: Call[]) => calls.filter((call) => call.method === 'PATCH');

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the order page (spec part 1 §4, §5, part 2 §8.4)', { timeout: 30_000 }, () => {
  it('shows exactly the actions the server offers the person', async () => {
    signInWith([{ domain: 'sampleOrders', role: 'user' }]);
    stubApi(anOrder({ actions: ['submit', 'deactivate'] }));
    renderOrder('samples');
    expect(await actionNames()).toEqual(['Submit', 'Deactivate']);
    cleanup();

    signInWith([{ domain: 'promoOrders', role: 'approver' }], 'D1007');
    stubApi(
      anOrder({
        type: 'PROMO',
        status: 'PENDING',
        orderApprovalStatus: 'REQUIRES APPROVER',
        requesterCode: 'D1001',
        actions: ['approve', 'deny'],
      }),
    );
    renderOrder('promos', '?tab=needs-review');
    expect(await actionNames()).toEqual(['Approve', 'Deny']);
    expect(screen.getByTestId('order-approval-status').textContent).toBe('Requires approver');
  });

  it('keeps a refused action’s translated message on the page with a Refresh button', async () => {
    signInWith([{ domain: 'sampleOrders', role: 'user' }]);
    const calls = stubApi(anOrder({ lines: [] }), () => ({
      status: 400,
      body: {
        messageCode: 'ITS_FE_ERROR_NEXTORWRK_ERROR',
        message: 'An order needs at least one line to be submitted.',
      },
    }));
    renderOrder('samples');
    await actionNames();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const error = await screen.findByTestId('order-error', {}, { timeout: 5_000 });
    expect(error.textContent).toContain(
      'The order could not be saved: An order needs at least one line to be submitted.',
    );
    expect(screen.getByTestId('action-progress').textContent).toBe('Submit: not done');
    expect(batches(calls)[0]?.body).toEqual({ action: 'submit' });

    fireEvent.click(within(error).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByTestId('order-error')).toBeNull());
    expect(screen.queryByTestId('action-progress')).toBeNull();
    expect(calls.filter((call) => call.method === 'GET' && call.url.includes('/order/'))).toHaveLength(2);
  });

  it('shows nothing of its own for an error at 500 or above (the server error dialog does)', async () => {
    signInWith([{ domain: 'sampleOrders', role: 'user' }]);
    stubApi(anOrder(), () => ({ status: 500, body: { messageCode: 'ITS_BE_ERROR_INTERNAL', message: 'Boom' } }));
    renderOrder('samples');
    await actionNames();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('action-progress').textContent).toBe('Submit: not done'));
    expect(screen.queryByTestId('order-error')).toBeNull();
  });

  it('cleans a typed promo code and gives it to the next line added, with the line’s default size', async () => {
    signInWith([{ domain: 'promoOrders', role: 'user' }]);
    const line = aLine();
    const order = anOrder({ type: 'PROMO', lines: [line] });
    const calls = stubApi(order);
    renderOrder('promos', '?tab=needs-review');
    const code = await screen.findByLabelText('Promo code of WAVE1', {}, { timeout: 8_000 });
    fireEvent.change(code, { target: { value: 'ab-12' } });
    expect((code as HTMLInputElement).value).toBe('AB1');
    await waitFor(() =>
      expect(batches(calls)[0]?.body).toEqual({
        lines: { add: [], update: [{ _id: line._id, promoCode: 'AB1' }], remove: [] },
      }),
    );

    fireEvent.change(screen.getByLabelText('Add a style'), { target: { value: 'TRA' } });
    fireEvent.click(await screen.findByRole('option', { name: 'TRAIL2' }, { timeout: 5_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add TRAIL2-RED' }, { timeout: 5_000 }));
    await waitFor(() =>
      expect(batches(calls)[1]?.body).toMatchObject({
        lines: { add: [{ style: 'TRAIL2', color: 'RED', size: '6', side: 'Pair', quantity: 1, promoCode: 'AB1' }] },
      }),
    );
  });

  it("ships to an account's address, fills city and state from the ZIP, checks it, and shows the requester's year", async () => {
    signInWith([{ domain: 'promoOrders', role: 'user' }]);
    const calls = stubApi(anOrder({ type: 'PROMO', productType: 'Footwear' }));
    renderOrder('promos');
    expect(await screen.findByText('Orders: 4 · Units: 27', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByText('Requester in 2026 (Footwear)')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Account' }), { target: { value: 'peak' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Peak Outfitters (A-77)' }, { timeout: 5_000 }));
    expect((screen.getByRole('textbox', { name: 'Attention' }) as HTMLInputElement).value).toBe('Peak Outfitters');
    fireEvent.change(screen.getByRole('textbox', { name: 'Street' }), { target: { value: '1 Pearl St' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '80302' } });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'State' }) as HTMLInputElement).value).toBe('CO'));
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('BOULDER');

    fireEvent.click(screen.getByRole('button', { name: 'Check address' }));
    expect(await screen.findByText('The address is well formed. No carrier is set up to confirm it.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('ups/confirm'))?.body).toEqual({
      street: '1 Pearl St',
      city: 'BOULDER',
      state: 'CO',
      zip: '80302',
    });
    // The account and the address are saved with the order's other fields.
    await waitFor(
      () =>
        expect(batches(calls).at(-1)?.body).toMatchObject({
          fields: {
            account: 'Peak Outfitters (A-77)',
            shipTo: { attention: 'Peak Outfitters', street: '1 Pearl St', city: 'BOULDER', state: 'CO', zip: '80302' },
          },
        }),
      { timeout: 5_000 },
    );
  });

  it('says a done action in the success order toast, shown 2000 ms (part 2 §9.4)', async () => {
    signInWith([{ domain: 'sampleOrders', role: 'user' }]);
    const order = anOrder({ actions: ['submit'] });
    stubApi(order, () => ({ body: { ...order, status: 'SUBMITTED', actions: [] } }));
    const shown = vi.spyOn(toasts, 'show');
    renderOrder('samples');
    await actionNames();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('action-progress').textContent).toBe('Submit: done'));
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', kind: 'successOrder', message: 'Order 1042 submitted' }),
    );
    expect(TOAST_TIMEOUT_MS.successOrder).toBe(2000);
    shown.mockRestore();
  });
});
