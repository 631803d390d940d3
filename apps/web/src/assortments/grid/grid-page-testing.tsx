import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect } from 'vitest';
import { ToastHost } from '../../shared/toasts/ToastHost';
import AssortmentGridPage from './pages/AssortmentGridPage';

/**
 * What jsdom tests of the assortment grid page share: the page at its route, its cells as the
 * grid draws them, and the catalogue's answer to a product lookup.
 */

/** jsdom lays nothing out: gives the grid room so it draws every row and column. Call once, before the tests. */
export const giveGridRoom = () => {
  for (const property of ['clientWidth', 'offsetWidth']) {
    Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => 4_000 });
  }
  for (const property of ['clientHeight', 'offsetHeight']) {
    Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => 2_000 });
  }
};

/** The grid page of an assortment, with the toasts it shows. */
export const renderGridPage = (assortmentId: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/product/assortments/assortment/${assortmentId}/manage`]}>
        <Routes>
          <Route path="/product/assortments/assortment/:assortmentId/manage" element={<AssortmentGridPage />} />
        </Routes>
      </MemoryRouter>
      <ToastHost />
    </QueryClientProvider>,
  );

/** Removes a filter chip by its delete icon, as a person does; within `scope` when given. */
export const removeChip = (name: string, scope?: HTMLElement) =>
  fireEvent.click((scope ? within(scope) : screen).getByRole('button', { name }).querySelector('.MuiChip-deleteIcon')!);

export const gridCell = (rowId: string, colId: string) =>
  document.querySelector<HTMLElement>(`.ag-row[row-id="${rowId}"] .ag-cell[col-id="${colId}"]`);

/** Clicks a cell as the grid hears it (pointer down focuses it) and waits until it is focused. */
export const focusCell = async (rowId: string, colId: string) => {
  await waitFor(() => expect(gridCell(rowId, colId)).toBeTruthy(), { timeout: 8_000 });
  fireEvent.pointerDown(gridCell(rowId, colId)!, { button: 0 });
  await waitFor(() => expect(gridCell(rowId, colId)?.classList.contains('ag-cell-focus')).toBe(true));
};

/** The answer of POST /api/products/validate to a request body: each pair found when the catalogue has its style. */
export const validateAnswer = (requestBody: unknown, hasStyle: (style: string) => boolean) => {
  const { products } = requestBody as { products: { style: string; color: string }[] };
  return Response.json({
    message: 'OK',
    data: products.map(({ style, color }) => ({
      style,
      color,
      styleColorId: `${style}_${color}`,
      status: hasStyle(style) ? 'found' : 'Style/Color Not Found',
    })),
  });
};
