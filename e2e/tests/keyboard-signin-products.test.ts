import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, logIn, useBrowser } from '../support/browser';
import {
  arrowToColumn,
  expectFocusInside,
  expectFocusOn,
  expectFocusVisible,
  tabIntoGrid,
  tabTo,
} from '../support/keyboard';

/** Issue 27 (accessibility): signing in and finding a product with the keyboard alone. */
describe('keyboard only: signing in and finding a product', () => {
  const browser = useBrowser({ images: false });

  it('signs in from the dashboard with the login dialog', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Log in to Stride' });
    await dialog.waitFor();
    // The dialog takes focus on its first field: the visitor types at once.
    await expectFocusOn(page, 'textbox', 'E-mail');
    await expectFocusVisible(page);
    await page.keyboard.type('admin-editor@stride.demo');
    await tabTo(page, 'textbox', 'Password', { max: 1 });
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Welcome back, Sofia' }).waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it('skips to the main content with the first Tab of a page', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page.goto('/product/libraries/products');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await tabTo(page, 'link', 'Skip to main content', { max: 1 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), { message: 'focus should be on the main content' })
      .toBe('main-content');
  });

  it('finds a product with the filter bar and opens its detail', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page.goto('/product/libraries/products');
    const results = page.getByTestId('result-count');
    await results.getByText(/Results: \d/).waitFor();
    // A name to look for: the one the grid shows first (read, not driven).
    const name = (await page.locator('.ag-row[row-index="0"] .ag-cell[col-id="name"]').innerText()).trim();

    // The Name module's button opens its panel with the field focused; Enter adds the filter.
    await tabTo(page, 'button', 'Name', { exact: true });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'textbox', 'Name', true);
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Name: ${name}` }).waitFor();
    await results.getByText(/Results: \d$/).waitFor();
    // The panel closed; focus went back to its button, not to the top of the page.
    await expectFocusOn(page, 'button', 'Name', true);
    await expectFocusVisible(page);

    // Into the results: Tab reaches the grid's headers, arrow keys the first row's style.
    await tabIntoGrid(page, page.getByTestId('grid-product-search'));
    await expectFocusOn(page, 'columnheader', /.*/);
    await page.keyboard.press('ArrowDown');
    await arrowToColumn(page, 'style');
    await expectFocusOn(page, 'gridcell', /./);
    await expectFocusVisible(page);
    const focusedRow = await page.evaluate(() => document.activeElement?.closest('.ag-row')?.getAttribute('row-id'));
    // The cell's menu (Shift+F10, the keyboard's right-click) opens the detail viewer.
    await page.keyboard.press('Shift+F10');
    await expectFocusOn(page, 'menuitem', `Open ${focusedRow}`);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name });
    await viewer.waitFor();
    await expectFocusInside(viewer);
    await viewer.getByText(new RegExp(`^${focusedRow?.replace('_', ' · ')} · `)).waitFor();
    // Escape closes it and gives focus back to the cell it was opened from.
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await expectFocusOn(page, 'gridcell', /./);
  });
});
