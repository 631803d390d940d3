import type { Page } from 'playwright-core';
import { type ProductRow, type StoredAssortment, storedAssortment } from './assortment-grid';

/**
 * What tests of the assortment grid as a spreadsheet read besides the cells: the stored view
 * settings and labels, the order the grid shows, and what a copy puts on the clipboard.
 */

type SheetRow = ProductRow & { label: string | null; division: string; divisionGroup: string; gender: string };
export type StoredSheet = Omit<StoredAssortment, 'products'> & {
  products: SheetRow[];
  labels: { name: string; color: string }[];
  uiSettings: {
    gridSettings: { sortOrder: { colId: string; sort: 'asc' | 'desc' }[]; customSort: Record<string, string[]> };
  };
};

/** The assortment as the server stores it, with the fields the sheet tests read. */
export const storedSheet = async (page: Page, id: string) =>
  (await storedAssortment(page, id)) as unknown as StoredSheet;

/** The stored rows in the assortment's own order. */
export const inAssortmentOrder = <Row extends { sortOrder: number }>(rows: readonly Row[]) =>
  [...rows].sort((a, b) => a.sortOrder - b.sortOrder);

/** The grid's line ids top to bottom (every line of a small assortment is drawn). */
export const displayedRowIds = (page: Page) =>
  page
    .getByTestId('grid-assortment-grid')
    // Rows of the scrolling part only: the pinned columns draw each row a second time.
    .locator('.ag-row:has(.ag-cell[col-id="discountPercent"])')
    .evaluateAll((rows) =>
      rows
        .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
        .map((row) => row.getAttribute('row-id')),
    );

type CopyWindow = Window & { e2eCopiedText?: string };

/**
 * The text the page puts on the clipboard when `copy` makes it copy: read from the copy event
 * itself (the page's own handler fills it before the event reaches the document), so no
 * clipboard permission or system clipboard is needed.
 */
export const copiedText = async (page: Page, copy: () => Promise<void>): Promise<string> => {
  await page.evaluate(() => {
    const target = window as CopyWindow;
    delete target.e2eCopiedText;
    document.addEventListener(
      'copy',
      (event) => {
        target.e2eCopiedText = event.clipboardData?.getData('text/plain') ?? '';
      },
      { once: true },
    );
  });
  await copy();
  const copied = await page.waitForFunction(() => (window as CopyWindow).e2eCopiedText);
  return (await copied.jsonValue()) as string;
};
