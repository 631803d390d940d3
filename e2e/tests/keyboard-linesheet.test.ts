import { describe, expect, it } from 'vitest';
import { apiAs, linkIn, uniqueEmail } from '../support/api';
import { managePath, ownAssortment } from '../support/assortment-grid';
import { logIn, useBrowser } from '../support/browser';
import { expectFocusInside, expectFocusOn, expectFocusVisible, tabTo } from '../support/keyboard';

/** Issue 27 (accessibility): making a linesheet of an assortment and sharing it, keyboard only. */
describe('keyboard only: sharing a linesheet', () => {
  const browser = useBrowser({ images: false });

  it('picks a linesheet in the documents dialog and mails a link to it', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 2);
    await page.goto(managePath(own._id));
    await page.getByRole('heading', { name: own.title, level: 1 }).waitFor();

    // Documents opens the export dialog with focus inside it.
    await tabTo(page, 'link', 'Documents');
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Linesheets, pricesheets and tearsheets' });
    await dialog.waitFor();
    await expectFocusInside(dialog);

    // The tabs move with the arrow keys; Enter shows the Send tab.
    await tabTo(page, 'tab', 'Download', { max: 3 });
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'tab', 'Send');
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await dialog.getByRole('tab', { name: 'Send', selected: true }).waitFor();

    const buyer = uniqueEmail('keyboard-buyer');
    const subject = 'Our linesheet, chosen by keyboard';
    await tabTo(page, 'textbox', 'To', { max: 3 });
    await page.keyboard.type(buyer);
    await tabTo(page, 'textbox', 'Subject', { max: 3 });
    await page.keyboard.type(subject);

    // The document list opens with Enter, on the chosen document; ArrowUp and Enter pick the condensed one.
    await tabTo(page, 'combobox', 'Document', { max: 5 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'option', 'Linesheet – Expanded');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'combobox', 'Document');
    expect(await dialog.getByRole('combobox', { name: 'Document' }).innerText()).toBe('Linesheet – Condensed');

    // Past the document's options to Send; the dialog closes and focus is back on Documents.
    await tabTo(page, 'button', 'Send', { exact: true, max: 80 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    // The pdf is made by a document job before the mail goes: on a loaded machine that can take a while.
    await page.getByText('Shared Successfully').waitFor({ timeout: 45_000 });
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, 'link', 'Documents');

    const mail = await (await apiAs('admin@stride.demo')).mailTo(buyer, subject);
    expect(new URL(linkIn(mail.text)).pathname).toMatch(/^\/file\/shared\/pdf\/document\/[0-9a-f-]{36}\//);
  });
});
