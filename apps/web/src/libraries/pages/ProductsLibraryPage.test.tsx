// @vitest-environment jsdom
import { THUMBNAIL_COLUMN_WIDTH } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import {
  productResultColumns,
  THUMBNAIL_CELL_STYLE,
  THUMBNAIL_ROW_HEIGHT,
  THUMBNAIL_SIZE,
} from '../../products/search/result-columns';
import ProductsLibraryPage from './ProductsLibraryPage';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Records the sorts of the catalogue searches the page sends; every other call answers empty. */
const stubApi = () => {
  const sorts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/products/fetch') {
        sorts.push(JSON.parse(String(init?.body)).sort);
        return Response.json({ totalCount: 0, data: [] });
      }
      if (url.startsWith('/api/searches/saved')) return Response.json([]);
      return Response.json({});
    }),
  );
  return sorts;
};

let search = '';
const LocationProbe = () => {
  search = useLocation().search;
  return null;
};

const renderPage = (path = '/product/libraries/products') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/product/libraries/products"
            element={
              <>
                <ProductsLibraryPage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('products library sort (spec part 1 §9 "Sort options")', { timeout: 30_000 }, () => {
  it('opens newest first, offers Newest, Name and Style, and keeps another choice in the URL', async () => {
    const sorts = stubApi();
    renderPage();
    await waitFor(() => expect(sorts).toEqual([{ field: 'newest', direction: 1 }]));
    expect(search).toBe('');
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select.textContent).toBe('Newest');
    fireEvent.mouseDown(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Newest', 'Name', 'Style']);
    fireEvent.click(options[2]!);
    await waitFor(() => expect(sorts.at(-1)).toEqual({ field: 'style', direction: 1 }));
    expect(new URLSearchParams(search).get('sort')).toBe('style');
  });

  it('keeps the sort of a link (a column header sort shows as none of the three)', async () => {
    const sorts = stubApi();
    renderPage('/product/libraries/products?sort=-cost');
    await waitFor(() => expect(sorts).toEqual([{ field: 'cost', direction: -1 }]));
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).not.toMatch(/Newest|Name|Style/);
  });
});

describe('products results thumbnail column (spec part 1 §9 "Thumbnail column width")', () => {
  it('is 60 px wide, and the picture with its margins fits it and the row', () => {
    const t = ((key: string) => key) as never;
    const format = { money: String, gridDate: String, count: String, percent: String };
    const image = productResultColumns(t, format, 'US').find((column) => column.colId === 'image')!;
    expect(image.width).toBe(THUMBNAIL_COLUMN_WIDTH);
    expect(image.cellStyle).toEqual(THUMBNAIL_CELL_STYLE);
    expect(THUMBNAIL_SIZE).toBeLessThanOrEqual(THUMBNAIL_COLUMN_WIDTH - THUMBNAIL_CELL_STYLE.paddingLeft * 2);
    expect(THUMBNAIL_SIZE + 2 * 4).toBeLessThanOrEqual(THUMBNAIL_ROW_HEIGHT);
  });
});
