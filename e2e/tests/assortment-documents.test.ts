import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiAs, linkIn, uniqueEmail } from '../support/api';
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

    // Both are kept under the manager's My documents, ready to download again.
    await page.goto('/product/assortments/all');
    await page.getByRole('tab', { name: 'My documents' }).click();
    await page.waitForURL('**/product/assortments/documents');
    const kept = page.getByRole('row', { name: `${own.title} Pricesheet Condensed.xlsx` });
    await kept.getByText('Ready').waitFor();
    expect(await kept.getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(
      /^\/api\/assortment-documents\/[\w-]+\/file$/,
    );
  });

  it('mails a link that opens the document signed out and counts the view for the sender', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 2);
    await page.goto(`/product/assortments/assortment/${own._id}/export`);
    const dialog = page.getByRole('dialog', { name: 'Linesheets, pricesheets and tearsheets' });
    await dialog.getByRole('tab', { name: 'Send' }).click();
    const buyer = uniqueEmail('buyer');
    await dialog.getByRole('textbox', { name: 'To' }).fill(buyer);
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Our spring linesheet');
    await dialog.getByRole('button', { name: 'Send' }).click();
    // The pdf is made by a document job before the mail goes: on a loaded machine that can take a while.
    await page.getByText('Shared Successfully').waitFor({ timeout: 45_000 });

    const admin = await apiAs('admin@stride.demo');
    const link = new URL(linkIn((await admin.mailTo(buyer, 'Our spring linesheet')).text));
    expect(link.pathname).toMatch(/^\/file\/shared\/pdf\/document\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}\//);

    // A recipient without an account: a fresh browser, no session.
    const recipient = await browser.newPage();
    const [file] = await Promise.all([recipient.waitForEvent('download'), recipient.goto(link.pathname)]);
    expect(file.suggestedFilename()).toBe(`${own.title} Linesheet Expanded.pdf`);
    await recipient.getByText(`${own.title} Linesheet Expanded.pdf is downloaded.`).waitFor();

    // The sender sees that it was opened.
    const kept = await page.evaluate(async () => (await fetch('/api/assortment-documents')).json());
    expect(kept.data[0].links).toEqual([expect.objectContaining({ recipient: buyer, viewCount: 1 })]);

    // A made-up code reads as an expired link.
    await recipient.goto(link.pathname.replace(/\/[A-Za-z0-9_-]{43}\//, `/${'x'.repeat(43)}/`));
    await recipient.getByText(/This link has expired or the document is no longer shared/).waitFor();
  });

  it('schedules a document weekly, sends it now from the Scheduled tab, and deletes the schedule', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 2);
    await page.goto(`/product/assortments/assortment/${own._id}/export`);
    const dialog = page.getByRole('dialog', { name: 'Linesheets, pricesheets and tearsheets' });
    await dialog.getByRole('tab', { name: 'Schedule' }).click();
    await dialog.getByRole('combobox', { name: 'Send' }).click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await dialog.getByRole('combobox', { name: 'On' }).click();
    await page.getByRole('option', { name: 'Tuesday' }).click();
    const buyer = uniqueEmail('weekly');
    await dialog.getByRole('textbox', { name: 'To' }).fill(buyer);
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Weekly linesheet');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText('Scheduled Successfully').waitFor();

    await page.goto('/product/assortments/scheduled');
    await page.getByRole('tab', { name: 'Scheduled', selected: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: own.title });
    await row.getByText('Weekly on Tuesday at 7:00 AM').waitFor();
    await row.getByText('Not yet').waitFor();
    await row.getByRole('button', { name: 'Send now' }).click();
    await page.getByText('Sent to 1 recipient(s)').waitFor();
    await expect.poll(() => row.getByText('Not yet').count()).toBe(0);

    const admin = await apiAs('admin@stride.demo');
    const link = new URL(linkIn((await admin.mailTo(buyer, 'Weekly linesheet')).text));
    expect(link.pathname).toMatch(/^\/file\/scheduled\/pdf\/document\/[0-9a-f-]{36}\/\d{13}\//);
    const recipient = await browser.newPage();
    const [file] = await Promise.all([recipient.waitForEvent('download'), recipient.goto(link.pathname)]);
    expect(file.suggestedFilename()).toBe(`${own.title} Linesheet Expanded.pdf`);

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Scheduled Deleted').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: own.title }).count()).toBe(0);
  });
});
