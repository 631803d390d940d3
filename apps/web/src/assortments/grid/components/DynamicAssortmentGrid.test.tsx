// @vitest-environment jsdom
import { type Assortment, type AssortmentBatchOperation, DEBOUNCE_MS } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { ToastHost } from '../../../shared/toasts/ToastHost';
import { giveGridRoom, removeChip } from '../grid-page-testing';
import AssortmentGridPage from '../pages/AssortmentGridPage';
import { assortmentAnswer, batchAnswer, loadedAssortment } from '../test-fixtures';

const summary = (styleColorId: string) => {
  const [style = '', color = ''] = styleColorId.split('_');
  return {
    styleColorId,
    style,
    color,
    name: `Shoe ${style}`,
    productType: 'Footwear',
    division: 'Womens Sport',
    gender: 'Womens',
    colorDescription: 'Black',
    seasonCodes: [],
    modifiedDate: '2026-01-01T00:00:00.000Z',
    locations: [
      { code: 'US', lineStatus: 'A', wholesalePrice: 40, suggestedRetail: 80, currencySymbol: '$', decimalPlaces: 2 },
    ],
  };
};

/** The assortment page of a dynamic assortment; records the product pages asked for and the batches saved. */
const renderDynamic = (query: Assortment['query'], productsAnswer?: () => Response) => {
  const { products: _products, version, ...header } = loadedAssortment({ method: 'dynamic', query });
  const loaded = { ...header, version, products: [] };
  const pages: unknown[] = [];
  const saves: AssortmentBatchOperation[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/assortments/products/query') {
        pages.push(JSON.parse(String(init?.body)));
        if (productsAnswer) return productsAnswer();
        return Response.json({ totalCount: 2, data: [summary('100_001'), summary('200_002')] });
      }
      if (url.startsWith(`/api/assortments/batch/${loaded._id}`)) {
        const batch: AssortmentBatchOperation[] = JSON.parse(String(init?.body));
        saves.push(batch);
        const patch = Object.assign({}, ...batch.map((operation) => operation.patch));
        return Response.json(batchAnswer(version + saves.length, [], [], { ...header, ...patch }));
      }
      if (url.startsWith(`/api/assortments/${loaded._id}`)) return Response.json(assortmentAnswer(loaded));
      return Response.json({});
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/a/${loaded._id}`]}>
        <Routes>
          <Route path="/a/:assortmentId" element={<AssortmentGridPage />} />
        </Routes>
      </MemoryRouter>
      <ToastHost />
    </QueryClientProvider>,
  );
  return { pages, saves };
};

/** Lets the fake clock run, with the renders and requests it leads to. */
const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(async () => {
  // Without room, the grid in jsdom measures itself again and again, which a fake clock runs slowly.
  giveGridRoom();
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a dynamic assortment', { timeout: 30_000 }, () => {
  it('shows its saved query as chips and its products from the server, asking once for the first block', async () => {
    const { pages } = renderDynamic({ filters: { styleOnly: false, gender: ['Womens'] }, lineStatus: 'ALL' });
    expect(await screen.findByRole('button', { name: 'Gender: Womens' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('product-count').textContent).toBe('Products: 2'), {
      timeout: 8_000,
    });
    expect(pages).toEqual([
      {
        query: { filters: { styleOnly: false, gender: ['Womens'] } },
        productType: 'Footwear',
        'locations.code': 'US',
        'locations.lineStatus': 'ALL',
        skip: 0,
        limit: 100,
        _options: { totalCount: true },
        _uiOptions: { startRow: 0, endRow: 100 },
      },
    ]);
  });

  it('loads empty, with the text to select filters, when it has no query', async () => {
    const { pages } = renderDynamic(null);
    expect(
      await screen.findByText('No products added. To get started select filters above.', {}, { timeout: 8_000 }),
    ).toBeTruthy();
    expect(pages).toEqual([]);
  });

  it("says 'Cannot return products' with the server's message when its products cannot be read", async () => {
    renderDynamic({ filters: { styleOnly: false, gender: ['Womens'] }, lineStatus: 'ALL' }, () =>
      Response.json({ messageCode: 'ITS_BE_ERROR_SEARCH_DOWN', message: 'Search is down' }, { status: 422 }),
    );
    expect(await screen.findByText('Cannot return products: Search is down', {}, { timeout: 8_000 })).toBeTruthy();
  });

  it('shows its product type and location, fixed by the assortment', async () => {
    renderDynamic({ filters: { styleOnly: false, gender: ['Womens'] }, lineStatus: 'ALL' });
    const productType = await screen.findByRole('combobox', { name: 'Product type' });
    expect(productType.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Pricing location' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Line status' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('searches and saves a burst of chip changes once, with the last chips: after 200 ms, then 500 ms later', async () => {
    const { pages, saves } = renderDynamic({
      filters: { styleOnly: false, gender: ['Womens', 'Mens', 'Girls'] },
      lineStatus: 'ALL',
    });
    await waitFor(() => expect(screen.getByTestId('product-count').textContent).toBe('Products: 2'), {
      timeout: 8_000,
    });
    expect(pages).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      removeChip('Gender: Womens');
      await passTime(100);
      removeChip('Gender: Mens');
      // The chips change at once; the search waits for a pause.
      expect(screen.queryByRole('button', { name: 'Gender: Womens' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Gender: Mens' })).toBeNull();
      await passTime(DEBOUNCE_MS.queryUpdate - 1);
      expect(pages).toHaveLength(1);
      await passTime(1);
      expect(pages).toHaveLength(2);
      expect(pages[1]).toMatchObject({ query: { filters: { styleOnly: false, gender: ['Girls'] } } });

      // Saved DEBOUNCE_MS.queryUpdateDelay after the search, in the grid's next batch.
      await passTime(DEBOUNCE_MS.queryUpdateDelay + DEBOUNCE_MS.gridEdit - 1);
      expect(saves).toHaveLength(0);
      await passTime(1);
      expect(saves).toHaveLength(1);
      await passTime(2_000);
      expect(saves).toHaveLength(1);
      expect(saves[0]).toEqual([
        {
          patch: expect.objectContaining({
            query: { filters: { styleOnly: false, gender: ['Girls'] }, lineStatus: 'ALL' },
            uiSettings: expect.objectContaining({ filterBar: { search: 'location=US&gender=Girls' } }),
          }),
        },
      ]);
      // The saved query is the one searched for: no second search.
      expect(pages).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Gender: Girls' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("adds no chip for the value 'null', and so neither searches nor saves", async () => {
    const { pages, saves } = renderDynamic({ filters: { styleOnly: false, gender: ['Womens'] }, lineStatus: 'ALL' });
    await waitFor(() => expect(pages).toHaveLength(1), { timeout: 8_000 });
    const filters = screen.getByRole('navigation', { name: 'Filters' });
    fireEvent.click(within(filters).getByRole('button', { name: 'Name' }));
    const panel = screen.getByRole('region', { name: 'Name' });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Name' }), { target: { value: 'null' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('button', { name: 'Name: null' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Gender: Womens' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS.queryUpdate + DEBOUNCE_MS.queryUpdateDelay + 300));
    expect(pages).toHaveLength(1);
    expect(saves).toHaveLength(0);
  });
});
