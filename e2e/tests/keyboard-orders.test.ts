import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';
import { expectFocusInside, expectFocusOn, expectFocusVisible, tabTo } from '../support/keyboard';
import { chooseOption } from '../support/keyboard-forms';
import { orderApproval, orderableProduct, orderStatus } from '../support/orders';
import { wholesaleAssortment } from '../support/wholesale-assortment';

/** A sellable style-colour of the demo catalogue to order. */
let product: { style: string; color: string };

beforeAll(async () => {
  product = await orderableProduct();
});

/**
 * Presses the order action the server offers, reached with Tab, and waits for its outcome, which
 * takes the keyboard's focus (the pressed button is disabled meanwhile, and often gone after).
 */
const act = async (page: Page, action: string, backwards = false) => {
  await tabTo(page, 'button', action, { exact: true, backwards, max: 60 });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const outcome = page.getByTestId('action-progress');
  await expect.poll(() => outcome.textContent()).toBe(`${action}: done`);
  await expectFocusInside(outcome);
  await expectFocusVisible(page);
};

/** A new draft from the list's New order button, reached with Tab; answers the order page's path. */
const newDraft = async (page: Page, listPath: string) => {
  await logIn(page, 'user@stride.demo');
  await page.goto(listPath);
  await tabTo(page, 'button', 'New order', { max: 60 });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/order\/\d+/);
  await expect.poll(() => orderStatus(page).textContent()).toBe('Draft');
  return new URL(page.url()).pathname + new URL(page.url()).search;
};

/** Types into the field reached with Tab. */
const typeInto = async (page: Page, name: string, text: string) => {
  await tabTo(page, 'textbox', name, { exact: true, max: 60 });
  await expectFocusVisible(page);
  await page.keyboard.type(text);
};

/** Finds the style by typing, chooses it from the suggestions with the arrows, and adds its colour with Enter. */
const addLine = async (page: Page) => {
  await tabTo(page, 'combobox', 'Add a style', { exact: true, max: 60 });
  await page.keyboard.type(product.style);
  await page.getByRole('option', { name: product.style, exact: true }).waitFor();
  await chooseOption(page, product.style);
  await tabTo(page, 'button', `Add ${product.style}-${product.color}`, { exact: true });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('order-line').count()).toBe(1);
  await page.getByTestId('order-saving').waitFor({ state: 'hidden' });
};

/** Opens the order as someone else, who takes one action with the keyboard. */
const actAs = async (page: Page, email: string, path: string, action: string) => {
  await logIn(page, email);
  await page.goto(path);
  await orderStatus(page).waitFor();
  await act(page, action);
};

/** Issue 27: sample and promo orders from a new draft to their decisions, with the keyboard alone. */
describe('keyboard-only sample and promo orders', () => {
  const browser = useBrowser({ images: false });

  it('a sample order is created and submitted by its requester and processed by a coordinator', async () => {
    const page = await browser.newPage();
    const path = await newDraft(page, '/orders/samples');
    await typeInto(page, 'Purpose', 'Showroom samples');
    await addLine(page);
    await act(page, 'Submit', true);
    await expect.poll(() => orderStatus(page).textContent()).toBe('Submitted');

    const coordinator = await browser.newPage();
    await actAs(coordinator, 'coordinator@stride.demo', path, 'Start processing');
    await expect.poll(() => orderStatus(coordinator).textContent()).toBe('In progress');
    // From the outcome, the next action is a step back.
    await act(coordinator, 'Mark complete', true);
    await expect.poll(() => orderStatus(coordinator).textContent()).toBe('Completed');
  });

  it('a promo order is created, its quantity chosen, submitted and approved by an approver', async () => {
    const page = await browser.newPage();
    const path = await newDraft(page, '/orders/promos');
    await typeInto(page, 'Reason', 'Store opening event');
    await addLine(page);
    await tabTo(page, 'combobox', `Quantity of ${product.style}`);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await chooseOption(page, '3');
    await expectFocusOn(page, 'combobox', `Quantity of ${product.style}`);
    await expect.poll(() => page.getByTestId('order-units').textContent()).toBe('3 units');
    await page.getByTestId('order-saving').waitFor({ state: 'hidden' });
    await act(page, 'Submit', true);
    await expect.poll(() => orderApproval(page).textContent()).toBe('Requires approver');

    const approver = await browser.newPage();
    await actAs(approver, 'approver@stride.demo', path, 'Approve');
    await expect.poll(() => orderStatus(approver).textContent()).toBe('Approved');
  });
});

/** Issue 27: a wholesale order's customer and sizes written, and the order submitted, with the keyboard alone. */
describe('keyboard-only wholesale order', () => {
  const browser = useBrowser({ images: false });

  it('creates a wholesale order from an assortment, writes its sizes and submits it', async () => {
    const page = await browser.newPage();
    await logIn(page, 'rep@stride.demo');
    const { assortment, products } = await wholesaleAssortment(page, 'A&B');

    await page.goto(`/product/assortments/assortment/${assortment._id}/create-order`);
    await page.getByText('Lines for the order: 2').waitFor();
    await tabTo(page, 'button', 'Create order', { exact: true, max: 60 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/orders\/wholesale\/order\/\d+$/);

    await tabTo(page, 'combobox', 'Customer', { max: 60 });
    await page.keyboard.type('A&B');
    await page
      .getByRole('option', { name: /^A&B Sports/ })
      .first()
      .waitFor();
    await chooseOption(page, /^A&B Sports/);
    await page
      .getByTestId('order-customer')
      .getByText(/^A&B Sports/)
      .waitFor();
    for (const { style, color, size } of products) {
      await tabTo(page, 'textbox', `${style}/${color} ${size}`, { exact: true, max: 80 });
      await expectFocusVisible(page);
      await page.keyboard.type('6');
    }
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByTestId('order-units').textContent()).toBe('12');
    await expect.poll(() => page.getByTestId('order-amount').textContent()).toMatch(/^\$\d/);

    await tabTo(page, 'button', 'Submit', { exact: true, max: 80 });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/orders\/wholesale\/active$/);
    await page.getByText('The order was sent to the order system.').waitFor();
  });
});
