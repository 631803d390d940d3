import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { publicApi, uniqueEmail } from '../support/api';
import { gridCell, managePath, ownAssortment, rowIdAt, saved } from '../support/assortment-grid';
import { logIn, openUser, useBrowser } from '../support/browser';

/**
 * Issue 27: what a screen reader is given. Playwright's accessibility snapshot is the tree Chromium
 * hands to assistive technology, one node a line (`- role "name"`); the tests check the lines that
 * matter, not whole trees whose data change from one seed to the next.
 */
const ariaLines = async (locator: Locator) =>
  (await locator.ariaSnapshot()).split('\n').map((line) => line.trim().replace(/:$/, ''));

/** The text a screen reader reads as the element's description (its aria-describedby targets). */
const accessibleDescription = (locator: Locator) =>
  locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim(),
  );

const openAssortment = async (page: Page, rows: number) => {
  const assortment = await ownAssortment(page, rows);
  await page.goto(managePath(assortment._id));
  const first = await rowIdAt(page, 0);
  await gridCell(page, first!, 'discountPercent').waitFor();
  return { assortment, first: first! };
};

describe('what a screen reader hears', () => {
  const browser = useBrowser();

  it('names the login dialog and its fields', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Log in to Stride' });
    await dialog.waitFor();
    const lines = await ariaLines(dialog);
    expect(lines[0]).toBe('- dialog "Log in to Stride"');
    expect(lines).toContain('- heading "Log in to Stride" [level=2]');
    expect(lines).toContain('- textbox "E-mail"');
    expect(lines).toContain('- textbox "Password"');
    // Disabled until both fields are filled: a screen reader says so.
    expect(lines).toContain('- button "Log in" [disabled]');
  });

  it('names the app bar and what it holds', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    // The dashboard has a header of its own; the app bar is on every other screen.
    await page.goto('/product/libraries/products');
    const banner = page.getByRole('banner');
    const lines = await ariaLines(banner);
    expect(lines[0]).toBe('- banner');
    expect(lines).toEqual(
      expect.arrayContaining(['- link "Stride"', '- navigation "Main"', '- button "Product"', '- button "Send link"']),
    );
    // Menu buttons say what they open, beside the value they show.
    expect(lines).toContain('- button "English (US), Language": English (US)');
    expect(lines).toContain('- button "Maya Thompson, Account menu": Maya Thompson');
  });

  it('gives the assortment grid a name, its row count and the sort of a sorted column', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await openAssortment(page, 3);
    const grid = page.getByRole('grid', { name: 'Products of the assortment' });
    const lines = await ariaLines(grid);
    expect(lines[0]).toBe('- grid "Products of the assortment"');
    // The header row and the three products, all drawn: the count says how many rows there are.
    expect(await grid.getAttribute('aria-rowcount')).toBe('4');
    expect(lines.filter((line) => line.startsWith('- row ')).length).toBe(4);
    // Columns without a title are named by their tooltip; every menu button says whose it is.
    expect(lines).toContain('- columnheader "Image"');
    expect(lines).not.toContain('- button "Column menu for"');

    // Named by the column alone, not with its menu button's name.
    const style = grid.getByRole('columnheader', { name: 'Style', exact: true });
    expect(await style.getAttribute('aria-sort')).toBe('none');
    await style.getByText('Style', { exact: true }).click();
    await expect.poll(() => style.getAttribute('aria-sort')).toBe('ascending');
    await style.getByText('Style', { exact: true }).click();
    await expect.poll(() => style.getAttribute('aria-sort')).toBe('descending');
  });

  it('names a server-paged grid with its total row count', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page.goto('/product/libraries/products');
    const grid = page.getByRole('grid', { name: 'Products' });
    const count = page.getByTestId('result-count').getByText(/^Results: \d+$/);
    await count.waitFor();
    const total = Number((await count.textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(100);
    // Only the first page is loaded, but the server's total is known: the whole count, header row
    // included (AG Grid's infinite model says -1, "unknown", until it has a last row).
    await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe(String(total + 1));
  });

  it('announces the save state of an edit in a polite live region that was there before', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const { first } = await openAssortment(page, 2);
    const region = page.getByRole('status').and(page.getByTestId('save-status'));
    expect(await region.getAttribute('aria-live')).toBe('polite');
    expect((await region.textContent())?.trim()).toBe('');
    const before = await region.elementHandle();

    await gridCell(page, first, 'discountPercent').click();
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    await saved(page);
    // The same element, its text changed: a region that appears with its text is not announced.
    expect(await before!.evaluate((element) => [element.isConnected, element.textContent])).toEqual([true, 'Saved']);
    expect(await ariaLines(region)).toEqual(['- status', '- paragraph: Saved']);
  });

  it('announces an edit someone else saved, politely, and not one’s own', async () => {
    const owner = await browser.newPage();
    await logIn(owner, 'user@stride.demo');
    const { assortment, first } = await openAssortment(owner, 2);
    const manager = await browser.newPage();
    await logIn(manager, 'manager@stride.demo');
    await manager.goto(managePath(assortment._id));
    await gridCell(manager, first, 'discountPercent').waitFor();
    await owner.getByTestId('presence').getByText('EW').waitFor();
    const heard = (page: Page) => page.getByRole('status').and(page.getByTestId('remote-edit-status'));
    expect(await heard(manager).getAttribute('aria-live')).toBe('polite');

    await gridCell(owner, first, 'discountPercent').click();
    await owner.keyboard.type('9');
    await owner.keyboard.press('Enter');
    await saved(owner);
    await expect.poll(() => heard(manager).textContent()).toMatch(/^\S.* saved changes$/);
    expect(await heard(owner).textContent()).toBe('');
  });

  it('ties a user editor field error to its field', async () => {
    const email = uniqueEmail('screen-reader');
    await publicApi.post('users/access-request', { email, name: 'Reader', lastName: 'Screen' });
    const page = await browser.newPage();
    await logIn(page, 'admin@stride.demo');
    await page.getByRole('link', { name: /Users/ }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    const drawer = await openUser(page, email);
    const timeout = drawer.getByRole('spinbutton', { name: 'Inactivity timeout (seconds)' });
    expect(await timeout.getAttribute('aria-invalid')).toBe('false');
    expect(await accessibleDescription(timeout)).toBe('Leave empty for the default');

    await timeout.fill('5');
    expect(await ariaLines(timeout)).toEqual(['- spinbutton "Inactivity timeout (seconds)" [invalid]: "5"']);
    expect(await accessibleDescription(timeout)).toBe(
      'Enter between 10 and 86400 seconds, or leave empty for the default.',
    );

    // Save leaves the error at its field instead of sending what the server refuses: only the
    // corrected value goes out.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/users/')) writes.push(request.url());
    });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await timeout.fill('600');
    expect(await timeout.getAttribute('aria-invalid')).toBe('false');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(writes).toHaveLength(1);
  });
});
