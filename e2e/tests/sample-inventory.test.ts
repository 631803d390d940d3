import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';

const batchAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/batch/many') && response.request().method() === 'PATCH');
const bins = (page: Page) => page.locator('.ag-row .ag-cell[col-id="bin"]').filter({ hasText: /\S/ });

/** Reads a sheet of Production sample rows into the import and maps it: the import grid is next. */
const importSheet = async (page: Page, ...rows: string[]) => {
  await page.getByLabel('Import', { exact: true }).setInputFiles({
    name: 'samples.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Division,Style,Color,Status,Side,Size,Quantity,Bin', ...rows].join('\n')),
  });
  await page
    .getByRole('dialog', { name: /Column Associations/ })
    .getByRole('button', { name: 'Continue' })
    .click();
  return page.getByRole('dialog', { name: /Import into Production samples/ });
};

/**
 * Spec part 1 §2 samples/production and samples/sales, §4 the sample import, part 2 §7.12: open
 * Production, edit a cell, validate and import a small sheet, import it again with a new count
 * (match modified items), transfer the new sample to Sales.
 */
describe('sample inventory', () => {
  const browser = useBrowser();

  it('edits a sample, imports a sheet row and transfers it to Sales', async () => {
    const page = await browser.newPage();
    await logIn(page, 'senior-editor@stride.demo');
    await page.goto('/product/libraries/samples');
    await page.waitForURL('**/product/libraries/samples/production');
    await page.getByText(/^Samples: \d+/).waitFor();

    // A typed cell is saved after the edit pause.
    const first = bins(page).first();
    const bin = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const edited = batchAnswer(page);
    await first.dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`${bin}-A`);
    await page.keyboard.press('Enter');
    expect((await edited).status()).toBe(200);

    // A one-row sheet on a catalogue style-colour: mapped by its headers, validated, imported.
    const [sample] = (await page.evaluate(async () => (await fetch('/api/sampleInventory/Production?limit=1')).json()))
      .data as { division: string; style: string; color: string }[];
    if (!sample) throw new Error('The demo has no Production samples');
    const sheetRow = `${sample.division},${sample.style},${sample.color},Active,Pair,10`;
    const grid = await importSheet(page, `${sheetRow},3,${bin}`);
    await grid.getByRole('button', { name: 'Validate Items' }).click();
    const imported = batchAnswer(page);
    await grid.getByRole('button', { name: 'Import to Inventory' }).click();
    expect((await imported).status()).toBe(200);
    await grid.waitFor({ state: 'hidden' });

    // The same sample counted again: matched to the one imported, whose quantity it updates.
    const recount = await importSheet(page, `${sheetRow},5,${bin}`);
    await recount.getByRole('button', { name: 'Validate Items' }).click();
    await recount.getByText('Sample Already Exists').waitFor();
    await recount.getByRole('button', { name: 'Match modified items' }).click();
    const match = page.getByRole('dialog', { name: 'Match modified items' });
    await match.getByText('Quantity: 3 → 5').waitFor();
    const updated = batchAnswer(page);
    await match.getByRole('button', { name: 'Update samples (1)' }).click();
    expect((await updated).status()).toBe(200);
    await recount.waitFor({ state: 'hidden' });

    // Found by its bin, selected and moved to a Sales shelf.
    await page.getByRole('textbox', { name: 'Style, color, bin or mold' }).fill(bin);
    await page.keyboard.press('Enter');
    await page.getByText('Samples: 2').waitFor();
    await page.locator('.ag-row .ag-cell[col-id="totalQty"]', { hasText: /^5$/ }).waitFor();
    const row = page
      .locator('.ag-row')
      .filter({ has: page.locator('.ag-cell[col-id="bin"]', { hasText: new RegExp(`^${bin}$`) }) });
    await row.locator('.ag-selection-checkbox input').check();
    await page.getByRole('button', { name: 'Transfer to Sales (1)' }).click();
    const transfer = page.getByRole('dialog', { name: /Transfer 1 samples to Sales/ });
    for (const [label, value] of [
      ['Region', 'US'],
      ['Aisle', '7'],
      ['Direction', 'N'],
      ['Level', '2'],
    ] as const) {
      await transfer.getByRole('textbox', { name: label }).fill(value);
    }
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await page.getByText('1 samples moved to Sales').waitFor();
    await page.getByText('Samples: 1').waitFor();

    await page.getByRole('tab', { name: 'Sales' }).click();
    await page.waitForURL('**/product/libraries/samples/sales');
    // The Sales library's own first page (hundreds of demo samples) before its filter is typed.
    await page.getByText(/^Samples: \d{3,}$/).waitFor();
    await page.getByRole('textbox', { name: 'Style, color, bin or mold' }).fill(bin);
    await page.keyboard.press('Enter');
    await page.getByText('Samples: 1').waitFor();
    // The shelf columns are to the right, out of the grid's rendered columns: the bin says it is ours.
    await page.locator('.ag-row .ag-cell[col-id="bin"]', { hasText: new RegExp(`^${bin}$`) }).waitFor();
  });
});
