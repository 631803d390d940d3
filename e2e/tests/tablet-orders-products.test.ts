import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';
import { TABLETS, tabletPage, tapTargetProblems } from '../support/touch';
import { wholesaleAssortment } from '../support/wholesale-assortment';

type OrderScreens = {
  list: string;
  /** The first order's link on the list. */
  firstOrder: (page: Page) => Locator;
  /** Something the order page shows once its lines are loaded. */
  loaded: (page: Page) => Locator;
};

/** Opens an order list, checks its tap targets, taps the first order open and checks the order page's. */
const checkOrderScreens = async (page: Page, { list, firstOrder, loaded }: OrderScreens) => {
  await page.goto(list);
  await firstOrder(page).waitFor();
  expect.soft(await tapTargetProblems(page), list).toEqual([]);
  await firstOrder(page).tap();
  await page.waitForURL((url) => url.pathname !== list);
  await loaded(page).waitFor();
  expect.soft(await tapTargetProblems(page), page.url()).toEqual([]);
};

const sampleOrders: OrderScreens = {
  list: '/orders/samples/active-orders',
  firstOrder: (page) => page.getByTestId('order-link').first(),
  loaded: (page) => page.getByTestId('order-line').first(),
};

const wholesaleOrders: OrderScreens = {
  list: '/orders/wholesale/active',
  firstOrder: (page) => page.locator('tbody a[href*="/orders/wholesale/order/"]').first(),
  loaded: (page) => page.getByRole('table', { name: 'Order lines' }).getByRole('textbox').first(),
};

/** Issue 27: the order screens and the product detail on a tablet, by taps alone. */
describe.each(TABLETS)('orders and product detail on a $width×$height tablet', (viewport) => {
  const browser = useBrowser();

  it('sample orders: the list and an order, every tap target at least 24 px', async () => {
    const page = await tabletPage(browser, viewport);
    await logIn(page, 'user@stride.demo');
    await checkOrderScreens(page, sampleOrders);
  });

  it('wholesale orders of a rep: a new order from an assortment, the list, every tap target at least 24 px', async () => {
    const page = await tabletPage(browser, viewport);
    await logIn(page, 'rep@stride.demo');
    // The demo has no wholesale orders: the rep makes one of an assortment of their own.
    const { assortment } = await wholesaleAssortment(page, 'A&B');
    await page.goto(`/product/assortments/assortment/${assortment._id}/create-order`);
    await page.getByText('Lines for the order: 2').waitFor();
    await page.getByRole('button', { name: 'Create order' }).tap();
    await page.waitForURL(/\/orders\/wholesale\/order\/\d+$/);
    await page.getByRole('combobox', { name: 'Customer' }).tap();
    await page.keyboard.type('A&B');
    await page.getByRole('option', { name: /^A&B Sports/ }).tap();
    await page
      .getByTestId('order-customer')
      .getByText(/^A&B Sports/)
      .waitFor();
    await checkOrderScreens(page, wholesaleOrders);
  });

  it('opens the product detail viewer with a double tap, steps styles by tap, and the detail page, all targets 24 px', async () => {
    const page = await tabletPage(browser, viewport);
    await logIn(page, 'user@stride.demo');
    await page.goto('/product/libraries/products');
    const firstStyle = page.locator('.ag-row[row-index="0"] .ag-cell[col-id="style"]');
    await firstStyle.waitFor();
    expect.soft(await tapTargetProblems(page), 'products library').toEqual([]);

    const style = (await firstStyle.innerText()).trim();
    const box = await firstStyle.boundingBox();
    if (!box) throw new Error('the first row is not shown');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const viewer = page.getByRole('dialog');
    const title = viewer.getByText(new RegExp(`^${style} · `));
    await title.waitFor();
    expect.soft(await tapTargetProblems(page), 'product detail viewer').toEqual([]);

    await viewer.getByRole('tab', { name: 'Prices' }).tap();
    await viewer
      .getByText(/\$\d+\.\d{2}/)
      .first()
      .waitFor();
    await viewer.getByRole('button', { name: 'Next style' }).tap();
    await title.waitFor({ state: 'detached' });
    await viewer.getByRole('button', { name: 'Close' }).tap();
    await viewer.waitFor({ state: 'hidden' });

    const found = await page.request.post('/api/products/fetch', { data: { limit: 1 } });
    const [product] = ((await found.json()) as { data: { styleColorId: string }[] }).data;
    await page.goto(`/product/libraries/internal/detail/${product?.styleColorId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('tablist').first().waitFor();
    expect.soft(await tapTargetProblems(page), 'product detail page').toEqual([]);
  });
});
