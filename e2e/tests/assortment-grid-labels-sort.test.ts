import { describe, expect, it } from 'vitest';
import { gridCell as cell, managePath, ownAssortment, productCount, rowIdAt, saved } from '../support/assortment-grid';
import { displayedRowIds, inAssortmentOrder, storedSheet } from '../support/assortment-grid-sheet';
import { logIn, useBrowser } from '../support/browser';

const LABEL = { name: 'Top seller', color: '#8e24aa', rgb: 'rgb(142, 36, 170)' };

/** Spec part 1 §3 Assortment (labels, uiSettings.gridSettings.customSort), §2 column menu, §5 Grid cell rules. */
describe('assortment grid: labels and custom sort', () => {
  const browser = useBrowser();

  it('creates a label in the labels dialog, sets it on a line, and shows it as a chip in its colour', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 3);
    await page.goto(managePath(own._id));
    await productCount(page, 3);

    await page.getByRole('button', { name: 'Labels', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Labels' });
    await dialog.getByRole('button', { name: 'Add label' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(LABEL.name);
    await dialog.getByRole('combobox', { name: 'Color' }).click();
    await page.getByRole('option', { name: LABEL.color }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await storedSheet(page, own._id)).labels, { timeout: 10_000 })
      .toEqual([{ name: LABEL.name, color: LABEL.color }]);

    // The label cell offers the assortment's labels.
    const line = (await rowIdAt(page, 1)) ?? '';
    const labelCell = cell(page, line, 'label');
    await labelCell.dblclick();
    await labelCell.getByRole('combobox').click();
    await page.getByRole('option', { name: LABEL.name, exact: true }).click();
    const chip = labelCell.locator('.MuiChip-root', { hasText: LABEL.name });
    await chip.waitFor();
    expect(await chip.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(LABEL.rgb);
    await saved(page);
    const storedLabels = async () =>
      inAssortmentOrder((await storedSheet(page, own._id)).products).map((product) => product.label);
    await expect.poll(storedLabels, { timeout: 10_000 }).toEqual([null, LABEL.name, null]);

    // Stored, so a reload draws the same chip.
    await page.reload();
    await labelCell.locator('.MuiChip-root', { hasText: LABEL.name }).waitFor();
  });

  it("puts a column's values in the user's order with 'Customize How This Column Sorts', and keeps it after a reload", async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 8);
    await page.goto(managePath(own._id));
    await productCount(page, 8);

    const openCustomSort = async () => {
      await page.getByRole('button', { name: 'Column menu for Division', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Customize How This Column Sorts' }).click();
      return page.getByRole('dialog', { name: 'Sort order of Division' });
    };
    const dialog = await openCustomSort();
    const values = await dialog.getByRole('listitem').allInnerTexts();
    expect(values.length).toBeGreaterThan(1);
    // The first value (of the natural order the dialog starts with) goes last.
    const [first, ...rest] = values;
    for (const _ of rest) await dialog.getByRole('button', { name: `Move ${first} down` }).click();
    const order = [...rest, first!];
    expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual(order);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The lines by their division's place in that order, in the assortment's order within one division.
    const rows = inAssortmentOrder((await storedSheet(page, own._id)).products);
    const expected = [...rows]
      .sort((a, b) => order.indexOf(a.division) - order.indexOf(b.division))
      .map((row) => row.id);
    expect(expected).not.toEqual(rows.map((row) => row.id));
    await expect.poll(() => displayedRowIds(page), { timeout: 10_000 }).toEqual(expected);
    await expect
      .poll(async () => (await storedSheet(page, own._id)).uiSettings.gridSettings, { timeout: 10_000 })
      .toMatchObject({ customSort: { division: order }, sortOrder: [{ colId: 'division', sort: 'asc' }] });

    await page.reload();
    await productCount(page, 8);
    await expect.poll(() => displayedRowIds(page), { timeout: 10_000 }).toEqual(expected);
    const reopened = await openCustomSort();
    expect(await reopened.getByRole('listitem').allInnerTexts()).toEqual(order);
  });
});
