import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';

/** Spec part 1 §5 "Date picker" (MM/DD/YYYY, opens after the toggle, OK takes, Cancel reverts), in the products library's 'Modified since'. */
describe('date picker', () => {
  const browser = useBrowser();

  it('takes a date on OK, keeps the old one on Cancel, and filters the products modified since it', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page.goto('/product/libraries/products');
    await page.getByRole('navigation', { name: 'Filters' }).getByRole('button', { name: 'Modified since' }).click();
    const field = page.getByRole('textbox', { name: 'Since' });
    const add = page.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);

    await field.click();
    const calendar = page.getByRole('dialog', { name: 'Since' });
    await calendar.getByLabel('Since').fill('2026-03-09');
    await calendar.getByRole('button', { name: 'OK' }).click();
    await calendar.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe('03/09/2026');

    await page.getByRole('button', { name: 'Choose a date for Since' }).click();
    await calendar.getByLabel('Since').fill('2026-04-01');
    await calendar.getByRole('button', { name: 'Cancel' }).click();
    await calendar.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe('03/09/2026');

    await add.click();
    await page.getByRole('button', { name: /^Modified since: / }).waitFor();
    expect(new URL(page.url()).searchParams.get('modifiedDate__gtd')).toMatch(/^2026-03-09T00:00:00/);
  });
});
