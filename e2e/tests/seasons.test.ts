import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';

/**
 * Spec part 1 §1 Seasons manager, §2 'new season' and the seasons pages' cards, §6 Manage Seasons
 * and Key Initiatives access, part 2 §8.7 'Season created succesfully'.
 */
describe('seasons', () => {
  const browser = useBrowser();

  it('lets the admin editor create a season with a set from the manager, with its toast and card', async () => {
    const page = await browser.newPage();
    await logIn(page, 'admin-editor@stride.demo');
    await page.goto('/product/assortments/all');
    await page.getByRole('tab', { name: 'Seasons' }).click();
    await page.waitForURL('**/product/assortments/seasons/manage');
    // Seeded seasons show their cover's preview.
    const seeded = page.getByRole('img', { name: /^Cover of / }).first();
    await expect
      .poll(() => seeded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'New season' }).click();
    const dialog = page.getByRole('dialog', { name: 'New season' });
    await dialog.getByRole('combobox', { name: 'Season' }).click();
    await page.getByRole('option', { name: 'Fall' }).click();
    await dialog.getByRole('textbox', { name: 'Year' }).fill('2029');
    const set = dialog.getByRole('group', { name: 'Season set 1' });
    await set.getByRole('textbox', { name: 'Short name' }).fill('FA29 EUR FW');
    await set.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'Europe' }).click();
    await dialog.getByRole('button', { name: 'Create season' }).click();
    await page.getByText('Season created succesfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('article', { name: 'Fall 2029' });
    await card.getByText('Preparation').first().waitFor();
    await card.getByText('Europe').waitFor();
    await card.getByText('FA29 EUR FW').waitFor();
  });

  it('shows the editor the Key Initiatives seasons from the Product menu, but not the seasons manager', async () => {
    const page = await browser.newPage();
    await logIn(page, 'editor@stride.demo');
    await page.goto('/product/assortments/all');
    await page.getByRole('tab', { name: /^All/ }).waitFor();
    expect(await page.getByRole('tab', { name: 'Seasons' }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product' }).click();
    expect(await page.getByRole('menuitem', { name: 'Retail Assortments', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Key Initiatives', exact: true }).click();
    await page.waitForURL('**/product/libraries/internal/seasons-wholesale');
    await page.getByRole('heading', { name: 'Key Initiatives', level: 1 }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await page.getByText('Preparation').count()).toBe(0);
    const href = await cards.first().getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/product\/libraries\/internal\/landing-wholesale\?season=(Spring|Fall)&year=\d{4}$/);

    await page.goto('/product/assortments/seasons/manage');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
