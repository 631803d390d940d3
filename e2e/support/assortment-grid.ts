import { type AssortmentGetAnswer, assortmentLinesOf } from '@stride/domain';
import type { Page } from 'playwright-core';

/**
 * What browser tests of the assortment grid share: the page's own API calls, a static assortment
 * of the test's own, and the grid's cells as Playwright finds them.
 */

export type ProductRow = {
  id: string;
  style: string;
  color: string;
  sortOrder: number;
  cost: number | null;
  currencySymbol: string;
  discountPercent: number | null;
  colorNote: string | null;
  displayGroup: string | null;
  pillar: string;
};
export type StoredAssortment = { _id: string; title: string; version: number; products: ProductRow[] };

export const managePath = (id: string) => `/product/assortments/assortment/${id}/manage`;

/** The signed-in page's own API calls (its session cookie; Playwright's requests need no CSRF headers). */
export const pageApi = (page: Page) => ({
  get: async <T>(path: string): Promise<T> => (await page.request.get(`/api/${path}`)).json() as Promise<T>,
  post: async <T>(path: string, data: unknown): Promise<T> => {
    const response = await page.request.post(`/api/${path}`, { data });
    if (!response.ok()) throw new Error(`POST /api/${path} answered ${response.status()}: ${await response.text()}`);
    return response.json() as Promise<T>;
  },
});

/** The first active Footwear style-colours of the catalogue. */
export const catalogueStyleColors = async (page: Page, count: number) =>
  (
    await pageApi(page).post<{ data: { style: string; color: string }[] }>('products/fetch', {
      productType: 'Footwear',
      lineStatus: 'A',
      limit: count,
      options: { summary: true },
    })
  ).data;

/** A static assortment of this test's own, with the first style-colours of the catalogue. */
export const ownAssortment = async (page: Page, count: number) =>
  pageApi(page).post<{ _id: string; title: string }>('assortments', {
    title: `E2E grid ${Date.now().toString(36)}`,
    productType: 'Footwear',
    method: 'static',
    products: (await catalogueStyleColors(page, count)).map(({ style, color }) => ({ style, color })),
  });

/** The assortment as the server stores it, its lines one by one (the answer groups them by style). */
export const storedAssortment = async (page: Page, id: string): Promise<StoredAssortment> => {
  const { styles, ...assortment } = await pageApi(page).get<AssortmentGetAnswer>(`assortments/${id}`);
  return { ...assortment, products: assortmentLinesOf(styles) };
};

/** The assortment's own grid (the add-products search has a grid of its own). */
const grid = (page: Page) => page.getByTestId('grid-assortment-grid');
export const gridCell = (page: Page, rowId: string, colId: string) =>
  grid(page).locator(`.ag-row[row-id="${rowId}"] .ag-cell[col-id="${colId}"]`);
export const rowIdAt = (page: Page, index: number) =>
  grid(page).locator(`.ag-row[row-index="${index}"]:has(.ag-cell[col-id="discountPercent"])`).getAttribute('row-id');
/** Every edit answered by the server. */
export const saved = (page: Page) => page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor();
export const productCount = (page: Page, count: number) =>
  page.getByTestId('product-count').getByText(`Products: ${count}`, { exact: true }).waitFor();

/** Types into a cell the way a spreadsheet user does: select it, type, Enter. */
export const typeInto = async (page: Page, rowId: string, colId: string, text: string) => {
  await gridCell(page, rowId, colId).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
};
