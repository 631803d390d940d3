import { describe, expect, it } from 'vitest';
import { gridCell, ownAssortment, productCount, saved } from '../support/assortment-grid';
import { uniqueTitle } from '../support/assortment-manager';
import { logIn, useBrowser } from '../support/browser';
import {
  arrowToColumn,
  expectFocusInside,
  expectFocusOn,
  expectFocusVisible,
  tabIntoGrid,
  tabTo,
} from '../support/keyboard';

/** Issue 27 (accessibility): building an assortment with the keyboard alone. */
describe('keyboard only: assortments', () => {
  const browser = useBrowser({ images: false });

  it('creates an assortment, adds products, edits a cell and undoes the edit', async () => {
    const page = await browser.newPage();
    await logIn(page, 'admin-editor@stride.demo');
    await page.goto('/product/assortments/quick-access');
    await page.getByRole('heading', { name: 'Assortments', level: 1 }).waitFor();

    // New assortment: the dialog takes focus, the title is its first field, the button creates.
    await tabTo(page, 'button', 'New assortment');
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select Assortment Type' });
    await dialog.waitFor();
    await expectFocusInside(dialog);
    await tabTo(page, 'textbox', 'Title', { max: 2 });
    const title = uniqueTitle('keyboard');
    await page.keyboard.type(title);
    await tabTo(page, 'button', 'Create assortment', { max: 15 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/manage');
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await productCount(page, 0);

    // Add products opens the catalogue search; Enter on a result's Add cell adds it, and focus
    // stays on the cell, so the next result is one arrow key away (Space adds too).
    await tabTo(page, 'button', 'Add products');
    await page.keyboard.press('Enter');
    const results = page.getByTestId('grid-assortment-add-products');
    await results.locator('.ag-row').first().waitFor();
    await tabIntoGrid(page, results);
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'gridcell', /^Add /);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await productCount(page, 1);
    await expectFocusOn(page, 'gridcell', /^Remove /);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await productCount(page, 2);
    await saved(page);

    // Tab leaves the results grid; the assortment's own grid is the next grid. A typed discount
    // is saved with Enter, and Ctrl+Z takes it back.
    await tabIntoGrid(page, page.getByTestId('grid-assortment-grid'));
    await page.keyboard.press('ArrowDown');
    await arrowToColumn(page, 'discountPercent');
    const rowId = await page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-id'));
    const discount = gridCell(page, rowId ?? '', 'discountPercent');
    await expectFocusVisible(page);
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');
    await discount.getByText('15.00%').waitFor();
    await saved(page);
    await page.keyboard.press('Control+z');
    await expect.poll(() => discount.innerText()).toBe('');
    await saved(page);
  });

  it('moves a style into a new group on the group sort page', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    // Products of the test's own (through the API: adding them is the test above).
    const own = await ownAssortment(page, 3);
    await page.goto(`/product/assortments/assortment/${own._id}/manage`);
    await page.getByRole('heading', { name: own.title, level: 1 }).waitFor();
    await tabTo(page, 'link', 'Group sort');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sort');
    const uncategorized = page.getByRole('region', { name: 'Uncategorized' });
    await uncategorized.getByTestId('sort-style').first().waitFor();

    // A new group, named in its dialog; focus comes back to the button that opened it.
    await tabTo(page, 'button', 'Add group');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await dialog.waitFor();
    await expectFocusOn(page, 'textbox', 'Group name');
    const group = `E2E keys ${Date.now().toString(36)}`;
    await page.keyboard.type(group);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, 'button', 'Add group');
    const section = page.getByRole('region', { name: group, exact: true });
    await section.getByText('Styles: 0').waitFor();

    // The first style of Uncategorized, reached with Tab, goes up into the group: Alt+ArrowUp.
    const card = uncategorized.getByTestId('sort-style').first();
    const label = (await card.getAttribute('aria-label')) ?? '';
    await tabTo(page, 'listitem', label, { exact: true, max: 60 });
    await expectFocusVisible(page);
    await page.keyboard.press('Alt+ArrowUp');
    await section.getByRole('listitem', { name: label, exact: true }).waitFor();
    await section.getByText('Styles: 1').waitFor();
    await expectFocusOn(page, 'listitem', label, true);
  });
});
