import { describe, expect, it } from 'vitest';
import { apiAs, uniqueEmail } from '../support/api';
import { logIn, useBrowser } from '../support/browser';

const LIBRARY = '/product/libraries/products';

/** Spec part 2 §7.16: sharing a search by e-mail, saving a search (query and path). */
describe('sharing and saving a search', () => {
  const browser = useBrowser();

  it('mails the filtered search as a link, and reopens a saved search with its filters', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page.goto(`${LIBRARY}?gender=Mens`);
    await page.getByRole('button', { name: 'Gender: Mens' }).waitFor();

    // Share: the recipients get the page with its filters.
    const buyer = uniqueEmail('buyer');
    await page.getByRole('button', { name: 'Share search' }).click();
    const share = page.getByRole('dialog', { name: 'Share this search' });
    await share.getByLabel('To').fill(`${buyer}, `);
    await share.getByLabel('Subject').fill('Mens styles for you');
    await share.getByLabel('Message').fill('Have a look at these.');
    await share.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Shared Successfully').waitFor();
    const mail = await (await apiAs('admin@stride.demo')).mailTo(buyer, 'Mens styles for you');
    expect(mail.text).toContain('Have a look at these.');
    expect(mail.text).toMatch(
      /Open the search in Stride:\nhttps?:\/\/[^/]+\/product\/libraries\/products\?gender=Mens/,
    );

    // Save it, leave the filters, and come back through the saved search.
    const name = `Mens ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Saved searches' }).click();
    await page.getByRole('menuitem', { name: 'Save this search…' }).click();
    const naming = page.getByRole('dialog', { name: 'Save this search' });
    await naming.getByLabel('Name').fill(name);
    await naming.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Search “${name}” saved`).waitFor();

    await page.goto(LIBRARY);
    await page.getByRole('button', { name: 'Saved searches' }).click();
    await page.getByRole('menuitem', { name }).click();
    await page.getByRole('button', { name: 'Gender: Mens' }).waitFor();
    expect(new URL(page.url()).search).toBe('?gender=Mens');

    // Deleted, it leaves the menu.
    await page.getByRole('button', { name: 'Saved searches' }).click();
    await page.getByRole('button', { name: `Delete saved search ${name}` }).click();
    await expect.poll(() => page.getByRole('menuitem', { name }).count()).toBe(0);
  });
});
