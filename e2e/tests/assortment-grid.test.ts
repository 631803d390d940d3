import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  pageApi as api,
  gridCell as cell,
  managePath,
  ownAssortment,
  productCount,
  rowIdAt,
  saved,
  storedAssortment as stored,
  typeInto,
} from '../support/assortment-grid';
import { logIn, useBrowser } from '../support/browser';

type AssortmentSummary = {
  _id: string;
  title: string;
  type: string;
  method: string;
  productType: string;
  productCount: number;
};
/** One of the user's demo assortments (a static one of a line plan's size, not the biggest). */
const demoAssortment = async (page: Page, method: 'static' | 'dynamic', productType = 'Footwear') => {
  const list = await api(page).get<{ data: AssortmentSummary[] }>('assortments?view=all&limit=200');
  const found = list.data.find(
    (entry) =>
      // Not one another test made (their titles start with E2E): those hold that test's edits.
      !entry.title.startsWith('E2E') &&
      entry.type === 'item' &&
      entry.method === method &&
      entry.productType === productType &&
      (method === 'dynamic' || (entry.productCount > 0 && entry.productCount <= 100)),
  );
  if (!found) throw new Error(`no ${method} ${productType} demo assortment`);
  return found;
};

/** Money as the grid shows it: the row's currency symbol, two decimals. */
const money = (value: number, symbol: string) => `${symbol}${value.toFixed(2)}`;

/** Pastes text into the grid at the focused cell, as the browser does with Ctrl+V from Excel. */
const paste = (page: Page, text: string) =>
  page.evaluate((clipboard) => {
    const data = new DataTransfer();
    data.setData('text/plain', clipboard);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, text);

/** Spec part 1 §2 (assortment grid: keyboard, menus, empty texts), §4 Assortment, §5 Grid cell rules; part 2 §7.3, §8.3. */
describe('assortment grid', () => {
  const browser = useBrowser();

  it('edits a discount of a demo assortment by the cell rules, keeps it, and undoes and redoes', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const demo = await demoAssortment(page, 'static');
    await page.goto(managePath(demo._id));
    await page.getByRole('heading', { name: demo.title, level: 1 }).waitFor();
    await page.getByText('Static', { exact: true }).waitFor();

    // A line near the top with a cost at the assortment's location.
    const priced = (await stored(page, demo._id)).products.slice(0, 8).find((product) => product.cost !== null);
    const rowId = priced?.id ?? '';
    const cost = priced?.cost ?? 0;
    const netCost = money(cost * 0.9, priced?.currencySymbol ?? '');
    expect(cost).toBeGreaterThan(0);
    await typeInto(page, rowId, 'discountPercent', '10');
    await cell(page, rowId, 'netCost').getByText(netCost).waitFor();
    await saved(page);

    // The server stored it: a reload shows the same values.
    await page.reload();
    await cell(page, rowId, 'discountPercent').getByText('10.00%').waitFor();
    await cell(page, rowId, 'netCost').getByText(netCost).waitFor();

    // Out of range: the cell is cleared with the spec's message.
    await typeInto(page, rowId, 'discountPercent', '150');
    await page.getByTestId('toast').getByText('Discount Percentage must be between 0-100').waitFor();
    await page.waitForFunction(
      (id) =>
        document
          .querySelector(
            `[data-testid="grid-assortment-grid"] .ag-row[row-id="${id}"] .ag-cell[col-id="discountPercent"]`,
          )
          ?.textContent?.trim() === '',
      rowId,
    );

    // Ctrl+Z brings the 10 % back, Alt+Z clears it again, Ctrl+Z once more keeps the 10 %.
    await page.keyboard.press('Control+z');
    await cell(page, rowId, 'discountPercent').getByText('10.00%').waitFor();
    await page.keyboard.press('Alt+z');
    await page.waitForFunction(
      (id) =>
        document
          .querySelector(
            `[data-testid="grid-assortment-grid"] .ag-row[row-id="${id}"] .ag-cell[col-id="discountPercent"]`,
          )
          ?.textContent?.trim() === '',
      rowId,
    );
    await page.keyboard.press('Control+z');
    await cell(page, rowId, 'discountPercent').getByText('10.00%').waitFor();
    await saved(page);
    await expect
      .poll(
        async () => (await stored(page, demo._id)).products.find((product) => product.id === rowId)?.discountPercent,
      )
      .toBe(10);
  });

  it('pastes a column from Excel, adds products from the search and deletes a line', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 3);
    await page.goto(managePath(own._id));
    await productCount(page, 3);

    const rows = await Promise.all([0, 1, 2].map(async (index) => (await rowIdAt(page, index)) ?? ''));
    await cell(page, rows[0]!, 'discountPercent').click();
    await paste(page, '5\r\n15\r\n25\r\n');
    for (const [index, text] of ['5.00%', '15.00%', '25.00%'].entries())
      await cell(page, rows[index]!, 'discountPercent').getByText(text).waitFor();
    await saved(page);
    await expect
      .poll(async () => (await stored(page, own._id)).products.map((product) => product.discountPercent))
      .toEqual([5, 15, 25]);

    // Add products: the catalogue search, one style-colour added with a count toast.
    await page.getByRole('button', { name: 'Add products' }).click();
    const addButton = page.getByRole('button', { name: /^Add \S+ \S+$/ }).first();
    await addButton.waitFor();
    const added = (await addButton.getAttribute('aria-label'))?.replace(/^Add /, '') ?? '';
    const statsSent = page.waitForRequest(
      (request) => request.url().endsWith('/api/stats') && request.postDataJSON()?.action === 'addStyles',
    );
    await addButton.click();
    await page.getByTestId('toast').getByText('1 Item(s) added to assortment').waitFor();
    await productCount(page, 4);
    await page.getByRole('button', { name: `Remove ${added}` }).waitFor();
    expect((await statsSent).postDataJSON()).toMatchObject({ modelType: 'Assortment', modelId: own._id });

    // 'Add to Collection?': once confirmed, the style-colour joins the collection and the assortment.
    const next = (await addButton.getAttribute('aria-label'))?.replace(/^Add /, '') ?? '';
    expect(next).not.toBe(added);
    await page.getByRole('button', { name: `Add ${next} to the collection` }).click();
    const confirm = page.getByRole('dialog', { name: 'Add to Collection?' });
    await confirm.getByRole('button', { name: 'Add', exact: true }).click();
    await productCount(page, 5);
    await page.getByRole('button', { name: `Remove ${next}` }).waitFor();
    await page.getByRole('img', { name: 'In the collection' }).waitFor();
    await expect
      .poll(async () => {
        const [collection] = await api(page).post<{ products: { style: string; color: string }[] }[]>(
          'collections/Assortment/query',
          { linkageType: 'linkageId', linkageId: own._id },
        );
        return collection?.products.map((product) => `${product.style} ${product.color}`);
      })
      .toEqual([next]);
    await page.getByRole('button', { name: `Remove ${next}` }).click();
    await productCount(page, 4);

    // Right-click a line: delete it.
    await cell(page, rows[1]!, 'name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete style-colour line' }).click();
    await productCount(page, 3);
    await saved(page);
    await expect
      .poll(async () => (await stored(page, own._id)).products.map((product) => product.id).sort())
      .toEqual([rows[0], rows[2], added.replace(' ', '_')].sort());
  });

  it('drags a line to the top, keeps the new order, and undoes it', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 3);
    await page.goto(managePath(own._id));
    await productCount(page, 3);
    const rows = await Promise.all([0, 1, 2].map(async (index) => (await rowIdAt(page, index)) ?? ''));
    const storedOrder = async () =>
      (await stored(page, own._id)).products.sort((a, b) => a.sortOrder - b.sortOrder).map((product) => product.id);

    const handle = cell(page, rows[2]!, 'rowDrag').locator('.ag-drag-handle');
    const target = await cell(page, rows[0]!, 'name').boundingBox();
    const from = await handle.boundingBox();
    if (!target || !from) throw new Error('the grid is not drawn');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (const step of [0.25, 0.5, 0.75, 1])
      await page.mouse.move(from.x + from.width / 2, from.y + (target.y + 5 - from.y) * step, { steps: 4 });
    await page.mouse.up();

    await expect.poll(async () => rowIdAt(page, 0)).toBe(rows[2]);
    await saved(page);
    await expect.poll(storedOrder).toEqual([rows[2], rows[0], rows[1]]);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => rowIdAt(page, 0)).toBe(rows[0]);
    await saved(page);
    await expect.poll(storedOrder).toEqual(rows);
  });

  it('goes back to an earlier version from the history', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 2);
    await page.goto(managePath(own._id));
    await productCount(page, 2);
    const first = (await rowIdAt(page, 0)) ?? '';
    const storedDiscount = async () =>
      (await stored(page, own._id)).products.find((product) => product.id === first)?.discountPercent;
    await typeInto(page, first, 'discountPercent', '10');
    await expect.poll(storedDiscount).toBe(10);
    await typeInto(page, first, 'discountPercent', '20');
    await cell(page, first, 'discountPercent').getByText('20.00%').waitFor();
    // 'Saved' still shows during the quiet before the edit is sent: wait until it is stored.
    await expect.poll(storedDiscount).toBe(20);

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Assortment history' });
    await history.getByText(/^Version 3 ·/).waitFor();
    const second = history.locator('li', { hasText: /^Version 2 ·/ });
    await second.getByText('1 edited').waitFor();
    const restored = page.waitForResponse((response) => response.url().includes('/restore'));
    await second.locator('button', { hasText: 'Restore' }).click();
    expect((await restored).status()).toBe(200);
    await history.waitFor({ state: 'hidden' });
    await cell(page, first, 'discountPercent').getByText('10.00%').waitFor();
    await expect.poll(storedDiscount).toBe(10);
  });

  it('opens a dynamic assortment: its saved query as filters, its results from the server', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const demo = await demoAssortment(page, 'dynamic');
    await page.goto(managePath(demo._id));
    await page.getByRole('heading', { name: demo.title, level: 1 }).waitFor();
    await page.getByText('Dynamic', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Gender: Womens' }).waitFor();
    await page
      .getByTestId('product-count')
      .getByText(/Products: [1-9]/)
      .waitFor();
    await page.locator('.ag-row[row-index="0"] .ag-cell[col-id="style"]').filter({ hasText: /\S/ }).waitFor();
    expect(await page.locator('.ag-row[row-index="0"] .ag-cell[col-id="gender"]').first().innerText()).toBe('Womens');
  });
});
