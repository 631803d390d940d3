import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { managePath, ownAssortment, productCount } from '../support/assortment-grid';
import { logIn, useBrowser } from '../support/browser';

/**
 * Spec part 1 §2 route assortment/{id}/export and 'documents schedule and send', §3 Assortment
 * document request, part 2 §7.7: a pdf linesheet and an xlsx pricesheet from the grid.
 */
describe('assortment documents', () => {
  const browser = useBrowser();

  it('downloads a linesheet as pdf and a pricesheet as xlsx from the documents dialog', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 3);
    await page.goto(managePath(own._id));
    await productCount(page, 3);

    await page.getByRole('link', { name: 'Documents' }).click();
    await page.waitForURL(`**/assortment/${own._id}/export`);
    const dialog = page.getByRole('dialog', { name: 'Linesheets, pricesheets and tearsheets' });
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Wholesale', exact: true }).isChecked()).toBe(true);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${own.title} Linesheet Expanded.pdf`);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText(`${own.title} Linesheet Expanded.pdf is downloaded`).waitFor();
    await page.waitForURL(`**/assortment/${own._id}/manage`);

    // The dialog's address opens it again, over the grid.
    await page.goto(`/product/assortments/assortment/${own._id}/export`);
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Document' }).click();
    await page.getByRole('option', { name: 'Pricesheet – Condensed' }).click();
    await dialog.getByRole('radio', { name: 'Excel (.xlsx)' }).check();
    await dialog.getByRole('checkbox', { name: 'Net Cost', exact: true }).check();
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(`${own.title} Pricesheet Condensed.xlsx`);
    // An xlsx is a zip.
    expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');
    await productCount(page, 3);
  });
});
