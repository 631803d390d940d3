import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  gridCell as cell,
  managePath,
  ownAssortment,
  productCount,
  rowIdAt,
  saved,
  typeInto,
} from '../support/assortment-grid';
import { copiedText, inAssortmentOrder, storedSheet } from '../support/assortment-grid-sheet';
import { logIn, useBrowser } from '../support/browser';

/** A new assortment of three lines, open in its grid; its line ids top to bottom. */
const openThreeLines = async (page: Page) => {
  await logIn(page, 'user@stride.demo');
  const own = await ownAssortment(page, 3);
  await page.goto(managePath(own._id));
  await productCount(page, 3);
  const rows = await Promise.all([0, 1, 2].map(async (index) => (await rowIdAt(page, index)) ?? ''));
  return { id: own._id, rows };
};

/**
 * Selects the cells from one to another as a spreadsheet user does: click, then Shift+click; the
 * user sees the range drawn (and so does the test) before acting on it.
 */
const selectRange = async (page: Page, from: [string, string], to: [string, string]) => {
  await cell(page, ...from).click();
  await cell(page, ...to).click({ modifiers: ['Shift'] });
  await cell(page, ...from)
    .and(page.locator('.assortment-cell-in-range'))
    .waitFor();
};

const storedColumn = async (page: Page, id: string, field: 'discountPercent' | 'displayGroup') =>
  inAssortmentOrder((await storedSheet(page, id)).products).map((product) => product[field]);

/** Spec part 1 §2 Keyboard (grid copy and fill down), §4 (edits saved in batches, undo). */
describe('assortment grid: copy and fill down', () => {
  const browser = useBrowser();

  it('copies a range of cells with Ctrl/Cmd+C as rows of tab-separated values, as Excel reads them', async () => {
    const page = await browser.newPage();
    const { id, rows } = await openThreeLines(page);
    const text = await copiedText(page, async () => {
      await selectRange(page, [rows[0]!, 'division'], [rows[2]!, 'gender']);
      await page.keyboard.press('ControlOrMeta+c');
    });
    const lines = inAssortmentOrder((await storedSheet(page, id)).products).map(
      (row) => `${row.division}\t${row.divisionGroup}\t${row.gender}\n`,
    );
    expect(text).toBe(lines.join(''));
  });

  it("fills the first cell's value down the range with Ctrl/Cmd+Enter, stores it, and undoes it as one step", async () => {
    const page = await browser.newPage();
    const { id, rows } = await openThreeLines(page);
    await typeInto(page, rows[0]!, 'discountPercent', '10');
    await cell(page, rows[0]!, 'discountPercent').getByText('10.00%').waitFor();

    await selectRange(page, [rows[0]!, 'discountPercent'], [rows[2]!, 'discountPercent']);
    await page.keyboard.press('ControlOrMeta+Enter');
    for (const row of rows) await cell(page, row, 'discountPercent').getByText('10.00%').waitFor();
    await saved(page);
    await expect.poll(() => storedColumn(page, id, 'discountPercent'), { timeout: 10_000 }).toEqual([10, 10, 10]);

    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => storedColumn(page, id, 'discountPercent'), { timeout: 10_000 }).toEqual([10, null, null]);
    expect(await cell(page, rows[2]!, 'discountPercent').innerText()).toBe('');
  });

  // A right-click inside the range keeps it, so the menu acts on all of it (as in a sheet).
  it("fills down the range from the right-click menu's 'Fill down'", async () => {
    const page = await browser.newPage();
    const { id, rows } = await openThreeLines(page);
    await typeInto(page, rows[0]!, 'displayGroup', 'Window');
    await cell(page, rows[0]!, 'displayGroup').getByText('Window').waitFor();

    await selectRange(page, [rows[0]!, 'displayGroup'], [rows[2]!, 'displayGroup']);
    await cell(page, rows[2]!, 'displayGroup').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Fill down' }).click();
    await expect
      .poll(() => Promise.all(rows.map((row) => cell(page, row, 'displayGroup').innerText())), { timeout: 5_000 })
      .toEqual(['Window', 'Window', 'Window']);
    await saved(page);
    await expect
      .poll(() => storedColumn(page, id, 'displayGroup'), { timeout: 10_000 })
      .toEqual(['Window', 'Window', 'Window']);
  });
});
