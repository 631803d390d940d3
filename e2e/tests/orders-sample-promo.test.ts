import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';
import { orderApproval, orderableProduct, orderStatus } from '../support/orders';

/** A sellable style-colour of the demo catalogue to order. */
let product: { style: string; color: string };

beforeAll(async () => {
  product = await orderableProduct();
});

/** On a new order's page: finds the style and adds its colour `times` times. */
const addLines = async (page: Page, times: number) => {
  await page.getByLabel('Add a style').fill(product.style);
  await page.getByRole('option', { name: product.style, exact: true }).click();
  const add = page.getByRole('button', { name: `Add ${product.style}-${product.color}` });
  for (let line = 1; line <= times; line++) {
    await add.click();
    await expect.poll(() => page.getByTestId('order-line').count()).toBe(line);
  }
  await page.getByTestId('order-saving').waitFor({ state: 'hidden' });
};

/** Opens an order's page as someone else and takes one of the actions the server offers them. */
const actAs = async (page: Page, email: string, path: string, action: string, after: string) => {
  await logIn(page, email);
  await page.goto(path);
  await page.getByRole('button', { name: action, exact: true }).click();
  // The action's progress stays until the order loads again (a toast may be gone on a slow machine).
  await expect.poll(() => page.getByTestId('action-progress').textContent()).toBe(`${action}: done`);
  await expect.poll(() => orderStatus(page).textContent()).toBe(after);
};

/** A new draft from the list's New order button; answers the order page's path. */
const newDraft = async (page: Page, listPath: string) => {
  await logIn(page, 'user@stride.demo');
  await page.goto(listPath);
  await page.getByRole('button', { name: 'New order' }).first().click();
  await page.waitForURL(/\/order\/\d+/);
  await expect.poll(() => orderStatus(page).textContent()).toBe('Draft');
  return new URL(page.url()).pathname + new URL(page.url()).search;
};

/** Spec part 1 §2–§6 sample and promo orders: from a draft through each person's part to completed. */
describe('sample and promo orders', () => {
  const browser = useBrowser({ images: false });

  it('a sample order is submitted by its requester, then processed and completed by a coordinator', async () => {
    const page = await browser.newPage();
    const path = await newDraft(page, '/orders/samples');
    await page.getByLabel('Purpose').fill('Showroom samples');
    await addLines(page, 1);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => page.getByTestId('action-progress').textContent()).toBe('Submit: done');
    await expect.poll(() => orderStatus(page).textContent()).toBe('Submitted');

    // The requester's list shows it on the active tab.
    await page.goto('/orders/samples');
    await page.waitForURL(/\/orders\/samples\/active-orders/);
    const number = path.match(/\/order\/(\d+)/)![1]!;
    await page
      .getByTestId('order-link')
      .filter({ hasText: new RegExp(`^${number}$`) })
      .waitFor();

    const coordinator = await browser.newPage();
    await actAs(coordinator, 'coordinator@stride.demo', path, 'Start processing', 'In progress');
    await coordinator.getByRole('button', { name: 'Mark complete' }).click();
    await expect.poll(() => orderStatus(coordinator).textContent()).toBe('Completed');
  });

  it('a promo order of more than 24 units is approved by an approver and a senior approver, then completed', async () => {
    const page = await browser.newPage();
    const path = await newDraft(page, '/orders/promos');
    await page.getByLabel('Reason').fill('Store opening event');
    await addLines(page, 3);
    for (const quantity of await page.getByRole('combobox', { name: `Quantity of ${product.style}` }).all()) {
      await quantity.click();
      await page.getByRole('option', { name: '9', exact: true }).click();
    }
    await expect.poll(() => page.getByTestId('order-units').textContent()).toBe('27 units');
    await page.getByTestId('order-saving').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => orderApproval(page).textContent()).toBe('Requires approver');

    const approver = await browser.newPage();
    await actAs(approver, 'approver@stride.demo', path, 'Approve', 'Pending');
    await expect.poll(() => orderApproval(approver).textContent()).toBe('Requires senior approver');
    const senior = await browser.newPage();
    await actAs(senior, 'senior-approver@stride.demo', path, 'Approve', 'Approved');
    const coordinator = await browser.newPage();
    await actAs(coordinator, 'coordinator@stride.demo', path, 'Mark complete', 'Completed');

    // The requester heard of each decision in the Orders toolbar's drawer, newest first.
    const number = path.match(/\/order\/(\d+)/)![1]!;
    await page.goto('/orders/promos');
    await page.getByRole('button', { name: /^Notifications: \d+ unread$/ }).click();
    const drawer = page.getByRole('list', { name: 'Notifications' });
    const heard = drawer.getByRole('listitem').filter({ hasText: new RegExp(`promo order ${number}(?!\\d)`) });
    await expect.poll(() => heard.count()).toBe(3);
    await expect.poll(() => heard.first().textContent()).toMatch(new RegExp(`completed promo order ${number}(?!\\d)`));
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByText('0 unread', { exact: true }).waitFor();
    await heard.first().click();
    await page.waitForURL(new RegExp(`/orders/promos/order/${number}`));
  });

  it('a senior coordinator assigns sample orders to the sample coordinator, then removes the assignment', async () => {
    const page = await browser.newPage();
    await logIn(page, 'senior-coordinator@stride.demo');
    await page.goto('/orders/coordinator-assignments');
    await page.getByRole('button', { name: 'Add assignment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add assignment' });
    await dialog.getByRole('combobox', { name: 'Coordinator' }).fill('D1011');
    await page.getByRole('option', { name: /\(D1011\)$/ }).click();
    const notes = `E2E ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: 'Notes' }).fill(notes);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.locator('.ag-row').filter({ hasText: notes });
    await row.waitFor();
    const coordinator = (await row.locator('.ag-cell[col-id="coordinator"]').textContent())!.replace(/ \(D1011\)$/, '');
    await row.getByRole('button', { name: `Remove: ${coordinator}` }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await row.waitFor({ state: 'detached' });
  });
});
