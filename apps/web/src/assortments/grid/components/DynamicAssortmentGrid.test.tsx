// @vitest-environment jsdom
import type { Assortment } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { ToastHost } from '../../../shared/toasts/ToastHost';
import AssortmentGridPage from '../pages/AssortmentGridPage';
import { loadedAssortment } from '../test-fixtures';

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

const renderDynamic = (query: Assortment['query'], productsAnswer?: () => Response) => {
  const loaded = { ...loadedAssortment({ method: 'dynamic', query }), products: [] };
  const pages: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/assortments/products/query') {
        pages.push(JSON.parse(String(init?.body)));
        if (productsAnswer) return productsAnswer();
        return Response.json({ totalCount: 2, data: [summary('100_001'), summary('200_002')] });
      }
      if (url.startsWith(`/api/assortments/${loaded._id}`)) return Response.json(loaded);
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
  return pages;
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a dynamic assortment', { timeout: 30_000 }, () => {
  it('shows its saved query as chips and its products from the server, asking once for the first block', async () => {
    const pages = renderDynamic({ filters: { styleOnly: false, gender: ['Womens'] }, lineStatus: 'ALL' });
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
    const pages = renderDynamic(null);
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
});
