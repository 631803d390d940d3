import { describe, expect, it } from 'vitest';
import { apiAs, uniqueEmail } from '../support/api';
import { logIn, useBrowser } from '../support/browser';

/** Spec part 1 §2 generic dialogs (send link), part 2 §7.11 POST /mail/applink. */
describe('send link', () => {
  const browser = useBrowser();

  it("mails the page on screen, with its filters, from the app bar's Send link, and thanks the sender", async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page.goto('/product/libraries/products?gender=Womens');
    await page.getByRole('button', { name: 'Gender: Womens' }).waitFor();

    await page.getByRole('button', { name: 'Send link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a link to this page' });
    const send = dialog.getByRole('button', { name: 'Send' });
    // Nobody to send to yet: nothing to send.
    expect(await send.isDisabled()).toBe(true);
    const colleague = uniqueEmail('colleague');
    await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(colleague);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('The womens line for Thursday.');
    await send.click();
    await page.getByText('Thank you. Your message has been sent.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const mail = await (await apiAs('admin@stride.demo')).mailTo(colleague, 'sent you a link');
    expect(mail.text).toContain('The womens line for Thursday.');
    expect(mail.text).toMatch(/https?:\/\/[^/]+\/product\/libraries\/products\?gender=Womens/);
  });
});
