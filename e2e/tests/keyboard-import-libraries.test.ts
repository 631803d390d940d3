import { describe, expect, it } from 'vitest';
import { productCount } from '../support/assortment-grid';
import { openForImport } from '../support/assortment-import';
import { logIn, useBrowser } from '../support/browser';
import {
  arrowToColumn,
  expectFocusInside,
  expectFocusOn,
  expectFocusVisible,
  tabIntoGrid,
  tabTo,
} from '../support/keyboard';
import { chooseFilesWith, chooseOption, retype } from '../support/keyboard-forms';

const LOGOS = '/advertising/libraries/manage/logos';
/** A real PNG of one pixel: enough for the library to take it as an image. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 27: the sheet import and the library upload done with the keyboard alone (Tab, arrows,
 * Enter, typing); the system's file dialog, not the app's, is stood in for once the app opens it.
 */
describe('keyboard-only import and library upload', () => {
  const browser = useBrowser({ images: false });

  it('imports a sheet through the column mapping dialog with the keyboard only', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const { sheet, fixed: second } = await openForImport(page);

    await tabTo(page, 'button', 'Import', { exact: true, max: 60 });
    await expectFocusVisible(page);
    await chooseFilesWith(page, [sheet]);

    const mapping = page.getByRole('dialog', { name: /Column Associations/ });
    await mapping.getByText('Finish Your Excel Mapping').waitFor();
    await expectFocusInside(mapping);
    await tabTo(page, 'combobox', 'Shade', { exact: true });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await chooseOption(page, 'Color');
    await expectFocusOn(page, 'combobox', 'Shade', true);
    await tabTo(page, 'button', 'Continue', { exact: true });
    await page.keyboard.press('Enter');

    const grid = page.getByRole('dialog', { name: /Import into/ });
    await grid.getByRole('button', { name: 'Validate Items' }).waitFor();
    await expectFocusInside(grid);
    await tabTo(page, 'button', 'Validate Items', { exact: true });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await grid.getByTestId('import-row-3').getByText('Style/Color Not Found').waitFor();
    await expectFocusOn(page, 'button', 'Critical Issues Fixed - Resubmit', true);

    // Back to the wrong colour, typed over; leaving the field takes the fix.
    await tabTo(page, 'textbox', 'Color 3', { exact: true, backwards: true });
    await expectFocusVisible(page);
    await retype(page, second.color);
    await tabTo(page, 'button', 'Revalidate Items', { exact: true });
    await page.keyboard.press('Enter');
    await grid.getByRole('button', { name: 'Import to Assortment' }).waitFor();
    await expectFocusOn(page, 'button', 'Import to Assortment', true);
    await page.keyboard.press('Enter');
    await page.getByText('2 lines imported').waitFor();
    await productCount(page, 3);
    expect(await grid.count()).toBe(0);
    // The dialog gone, the keyboard is back where it started.
    await expectFocusOn(page, 'button', 'Import', true);
  });

  it('uploads a logo with the Choose files button, fills its category in the grid and publishes it, with the keyboard only', async () => {
    const page = await browser.newPage();
    await logIn(page, 'editor@stride.demo');
    await page.goto(`${LOGOS}/upload`);
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const name = `E2E_logo_${stamp}.png`;

    // The drop zone's button is the keyboard's way to the same upload.
    await tabTo(page, 'button', 'Choose files', { exact: true, max: 60 });
    await expectFocusVisible(page);
    await chooseFilesWith(page, [{ name, mimeType: 'image/png', buffer: onePixelPng }]);
    const uploaded = page
      .getByRole('region', { name: 'Uploaded in this session' })
      .getByTestId('upload-row')
      .filter({ hasText: name });
    await uploaded.and(page.locator('[data-status="success"]')).waitFor({ timeout: 30_000 });

    // In pending, the keyboard enters the grid, writes the missing category and selects the row.
    await page.goto(`${LOGOS}/pending?keyword=${stamp}`);
    await page.getByTestId('result-count').getByText('Assets: 1').waitFor();
    await tabIntoGrid(page, page.locator('.ag-root'), 60);
    await arrowToColumn(page, 'category');
    await page.keyboard.press('ArrowDown');
    const category = page.locator('.ag-row[row-index="0"] .ag-cell[col-id="category"]');
    await expect.poll(() => category.evaluate((cell) => cell === document.activeElement)).toBe(true);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Lifestyle');
    await page.keyboard.press('Enter');
    await category.getByText('Lifestyle').waitFor();
    await page.keyboard.press('Space');
    await page.getByText('Selected: 1').waitFor();

    // Out of the grid to the toolbar: Change status opens its menu, Published moves the asset.
    await tabTo(page, 'button', 'Change status', { exact: true, backwards: true, max: 60 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await chooseOption(page, 'Published');
    await page.getByTestId('result-count').getByText('Assets: 0').waitFor();
    await page.getByText('Selected: 0').waitFor();
    // The menu gave focus back to its button, which keeps it with nothing left to select.
    await expectFocusOn(page, 'button', 'Change status', true);

    await page.goto(`${LOGOS}/published?keyword=${stamp}`);
    await page.locator('.ag-row .ag-cell[col-id="name"]').getByText(name).waitFor();
  });
});
