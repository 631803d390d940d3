import { describe, expect, it } from 'vitest';
import { pageApi } from '../support/assortment-grid';
import { logIn, useBrowser } from '../support/browser';
import { wholesaleAssortment } from '../support/wholesale-assortment';

/**
 * Spec part 1 §2 Orders (create order from an assortment, wholesale routes, redirect to
 * /orders/wholesale/active after submit), §5 Wholesale order: rep D1015 (REP, USA) turns an
 * assortment into a wholesale order, chooses the customer, orders quantities and submits; the
 * order system takes it, so it leaves the active tab for the archived one.
 */
describe('wholesale orders', () => {
  const browser = useBrowser();

  it('creates a wholesale order from an assortment, fills it and submits it', async () => {
    const page = await browser.newPage();
    await logIn(page, 'rep@stride.demo');
    const api = pageApi(page);
    // The rep's own assortment of two styles the US region offers from its warehouse.
    const { assortment, products } = await wholesaleAssortment(page, 'A&B');

    await page.goto(`/product/assortments/assortment/${assortment._id}/create-order`);
    await page.getByText('Lines for the order: 2').waitFor();
    await page.getByRole('button', { name: 'Create order' }).click();
    await page.waitForURL(/\/orders\/wholesale\/order\/\d+$/);
    const orderNumber = Number(page.url().split('/').at(-1));

    await page.getByRole('combobox', { name: 'Customer' }).fill('A&B');
    await page.getByRole('option', { name: /^A&B Sports/ }).click();
    await page
      .getByTestId('order-customer')
      .getByText(/^A&B Sports/)
      .waitFor();
    for (const { style, color, size } of products) {
      const cell = page.getByRole('textbox', { name: `${style}/${color} ${size}`, exact: true });
      await cell.fill('6');
      await cell.press('Tab');
    }
    await expect.poll(() => page.getByTestId('order-units').textContent()).toBe('12');
    await expect.poll(() => page.getByTestId('order-amount').textContent()).toMatch(/^\$\d/);

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/orders\/wholesale\/active$/);
    await page.getByText('The order was sent to the order system.').waitFor();
    await page.getByRole('tab', { name: 'Archived' }).click();
    const row = page.getByRole('row').filter({ hasText: 'A&B Sports' }).filter({ hasText: 'Submitted' });
    await row.first().waitFor();
    const order = await api.get<{ status: string; lines: unknown[] }>(`orders/wholesale/archived/order/${orderNumber}`);
    expect(order.status).toBe('SUBMITTED');
    expect(order.lines).toHaveLength(2);
  });
});
