import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  catalogueStyleColors,
  gridCell as cell,
  managePath,
  ownAssortment,
  productCount,
  rowIdAt,
  saved,
  storedAssortment,
  typeInto,
} from '../support/assortment-grid';
import { logIn, useBrowser } from '../support/browser';

/** The grid's three lines in their order, all chosen (Ctrl+A), and the right-click menu's entry on them. */
const openOnAllLines = async (page: Page, entry: string) => {
  const rows = await Promise.all([0, 1, 2].map(async (index) => (await rowIdAt(page, index)) ?? ''));
  await cell(page, rows[0]!, 'name').click();
  await page.keyboard.press('ControlOrMeta+a');
  await cell(page, rows[1]!, 'name').click({ button: 'right' });
  await page.getByRole('menuitem', { name: entry }).click();
  return rows;
};
const storedValues = async (page: Page, id: string, field: 'discountPercent' | 'colorNote' | 'displayGroup') =>
  (await storedAssortment(page, id)).products.map((product) => product[field]);

/** Spec part 1 §2 dialogs 'Edit Cells' and 'Source/Working File Merge'; part 2 §7.3 rename products, §9 Rename 250 ms. */
describe('assortment grid: line dialogs', () => {
  const browser = useBrowser();

  it("sets fields on many lines with 'Edit Cells', stores them as one step, and undoes it", async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 3);
    await page.goto(managePath(own._id));
    await productCount(page, 3);

    const rows = await openOnAllLines(page, 'Edit cells…');
    const edit = page.getByRole('dialog', { name: 'Edit Cells' });
    await edit.getByText('Chosen lines: 3').waitFor();
    await edit.getByRole('combobox', { name: 'Pricing' }).click();
    await page.getByRole('option', { name: 'Discount %' }).click();
    const value = edit.getByRole('textbox', { name: 'Value' });
    await value.fill('150');
    await edit.getByText('Discount Percentage must be between 0-100').waitFor();
    expect(await edit.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);

    await value.fill('20');
    await edit.getByRole('checkbox', { name: 'Color note', exact: true }).check();
    await edit.getByRole('textbox', { name: 'New Color note' }).fill('Hero');
    await edit.getByRole('status').getByText('Lines that will change: 3').waitFor();
    await edit.getByRole('button', { name: 'Apply' }).click();
    await edit.waitFor({ state: 'hidden' });
    for (const row of rows) await cell(page, row, 'discountPercent').getByText('20.00%').waitFor();
    await saved(page);
    await expect.poll(() => storedValues(page, own._id, 'discountPercent')).toEqual([20, 20, 20]);
    await expect.poll(() => storedValues(page, own._id, 'colorNote')).toEqual(['Hero', 'Hero', 'Hero']);

    // One undo takes back both fields on every line.
    await page.getByRole('button', { name: 'Undo' }).click();
    await saved(page);
    await expect.poll(() => storedValues(page, own._id, 'discountPercent')).toEqual([null, null, null]);
    await expect.poll(() => storedValues(page, own._id, 'colorNote')).toEqual([null, null, null]);
  });

  it("copies a source line's changed fields onto the other lines with 'Match modified items'", async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 3);
    await page.goto(managePath(own._id));
    await productCount(page, 3);
    const first = (await rowIdAt(page, 0)) ?? '';
    await typeInto(page, first, 'discountPercent', '15');
    await typeInto(page, first, 'displayGroup', 'Window');
    await saved(page);

    const rows = await openOnAllLines(page, 'Match modified items…');
    const match = page.getByRole('dialog', { name: 'Source/Working File Merge' });
    await match.getByRole('radio', { name: new RegExp(`^${first.replace('_', ' ')} `) }).check();
    await match.getByRole('checkbox', { name: 'Discount %: 15' }).waitFor();
    // Only the display group is copied.
    await match.getByRole('checkbox', { name: 'Discount %: 15' }).uncheck();
    const netCost = match.getByRole('checkbox', { name: /^Net cost: / });
    if ((await netCost.count()) > 0) await netCost.uncheck();
    await match.getByRole('status').getByText('Lines that will change: 2').waitFor();
    await match.getByRole('button', { name: 'Copy to the other lines' }).click();
    await match.waitFor({ state: 'hidden' });
    for (const row of rows) await cell(page, row, 'displayGroup').getByText('Window').waitFor();
    await saved(page);
    await expect.poll(() => storedValues(page, own._id, 'displayGroup')).toEqual(['Window', 'Window', 'Window']);
    const discounts = await storedValues(page, own._id, 'discountPercent');
    expect(discounts.filter((discount) => discount !== null)).toEqual([15]);
  });

  it('renames a line to another catalogue style-colour, refusing pairs it cannot take, and keeps its values', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 2);
    const next = (await catalogueStyleColors(page, 3))[2]!;
    await page.goto(managePath(own._id));
    await productCount(page, 2);
    const [first, second] = await Promise.all([0, 1].map(async (index) => (await rowIdAt(page, index)) ?? ''));
    await typeInto(page, first!, 'discountPercent', '12');
    await saved(page);

    await cell(page, first!, 'name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Rename style-colour…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename style-colour' });
    const style = dialog.getByRole('textbox', { name: 'New style' });
    const color = dialog.getByRole('textbox', { name: 'New colour' });
    const rename = dialog.getByRole('button', { name: 'Rename' });
    await style.fill('ZZ999');
    await dialog.getByText('Style/Color Not Found').waitFor();
    expect(await rename.isDisabled()).toBe(true);
    const [otherStyle, otherColor] = second!.split('_');
    await style.fill(otherStyle!);
    await color.fill(otherColor!);
    await dialog.getByText('This Style/Color is Already in Your Assortment').waitFor();
    expect(await rename.isDisabled()).toBe(true);

    await style.fill(next.style.toLowerCase());
    await color.fill(next.color);
    await dialog.getByText(`${next.style} ${next.color} is in the catalogue.`).waitFor();
    await rename.click();
    await dialog.waitFor({ state: 'hidden' });
    const renamed = `${next.style}_${next.color}`;
    await cell(page, renamed, 'discountPercent').getByText('12.00%').waitFor();
    expect(await rowIdAt(page, 0)).toBe(renamed);
    await expect
      .poll(async () => (await storedAssortment(page, own._id)).products.map((product) => product.id).sort())
      .toEqual([renamed, second].sort());
    const stored = await storedAssortment(page, own._id);
    expect(stored.products.find((product) => product.id === renamed)?.discountPercent).toBe(12);
  });
});
