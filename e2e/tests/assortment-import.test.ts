import { describe, expect, it } from 'vitest';
import { productCount } from '../support/assortment-grid';
import { openForImport } from '../support/assortment-import';
import { logIn, useBrowser } from '../support/browser';

/**
 * Spec part 1 §4 Import flow, §5 Spreadsheet import and Import grid checks, dialog 'Column
 * Associations': a CSV whose colour column needs mapping by hand and whose one row is wrong.
 */
describe('spreadsheet import', () => {
  const browser = useBrowser();

  it('maps a column by hand, shows a critical row, takes the fix, and imports the rows', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const { sheet, fixed: second } = await openForImport(page);
    await page.getByLabel('Import', { exact: true }).setInputFiles(sheet);
    const mapping = page.getByRole('dialog', { name: /Column Associations/ });
    await mapping.getByText('Finish Your Excel Mapping').waitFor();
    await mapping.getByRole('combobox', { name: 'Shade' }).click();
    await page.getByRole('option', { name: 'Color', exact: true }).click();
    await mapping.getByRole('button', { name: 'Continue' }).click();

    const grid = page.getByRole('dialog', { name: /Import into/ });
    await grid.getByRole('button', { name: 'Validate Items' }).click();
    await grid.getByTestId('import-row-3').getByText('Style/Color Not Found').waitFor();
    await grid.getByRole('button', { name: 'Critical Issues Fixed - Resubmit' }).waitFor();
    const color = grid.getByRole('textbox', { name: 'Color 3' });
    await color.fill(second.color);
    await color.blur();
    await grid.getByRole('button', { name: 'Revalidate Items' }).click();
    await grid.getByRole('button', { name: 'Import to Assortment' }).click();
    await page.getByText('2 lines imported').waitFor();
    await productCount(page, 3);
    expect(await grid.count()).toBe(0);
  });
});
