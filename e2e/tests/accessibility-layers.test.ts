import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AxeFinding, axeFindings, settled } from '../support/axe';
import { logIn, useBrowser } from '../support/browser';

/**
 * Issue 27: what opens over the main screens (dialogs, drawers, menus) is clean under axe too, checked
 * with the layer open and nothing else in scope. The screens beneath are swept in
 * accessibility-routes.test.ts.
 */

/** What a layer shows: dialogs (modal or not), menus, drawers and popovers, drawn over the page. */
const LAYERS = ['[role="dialog"]', '[role="menu"]', '.MuiDrawer-paper', '.MuiPopover-paper'];

/** Opens a layer with `open`, checks it, then closes it with Escape (as a keyboard user would). */
const checkLayer = async (page: Page, where: string, open: () => Promise<unknown>, shown: Locator) => {
  await open();
  await shown.waitFor();
  await settled(page);
  const findings = await axeFindings(page, where, { include: LAYERS });
  await page.keyboard.press('Escape');
  await shown.waitFor({ state: 'hidden' });
  return findings;
};

describe('accessibility of dialogs, drawers and menus', () => {
  const browser = useBrowser({ images: false });

  it('opens the login dialog clean', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Log in to Stride' });
    await dialog.waitFor();
    expect(await axeFindings(page, 'login dialog', { include: LAYERS })).toEqual([]);
  });

  it('opens the app bar menus and the assortment manager dialogs clean', async () => {
    const page = await browser.newPage();
    await logIn(page, 'manager@stride.demo');
    await page.goto('/product/assortments/all');
    await settled(page);
    const menu = page.getByRole('menu');
    const findings: AxeFinding[] = [
      ...(await checkLayer(
        page,
        'product menu',
        () => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product' }).click(),
        menu,
      )),
      ...(await checkLayer(
        page,
        'language menu',
        () => page.getByRole('button', { name: /, Language$/ }).click(),
        menu,
      )),
      ...(await checkLayer(
        page,
        'account menu',
        () => page.getByRole('button', { name: /, Account menu$/ }).click(),
        menu,
      )),
      ...(await checkLayer(
        page,
        'new assortment dialog',
        () => page.getByRole('button', { name: 'New assortment' }).click(),
        page.getByRole('dialog', { name: 'Select Assortment Type' }),
      )),
      ...(await checkLayer(
        page,
        'manager context menu',
        () => page.locator('.ag-row .ag-cell[col-id="channel"]').first().click({ button: 'right' }),
        menu,
      )),
    ];
    expect(findings).toEqual([]);
  });

  it('opens the user editor drawer clean', async () => {
    const page = await browser.newPage();
    await logIn(page, 'admin@stride.demo');
    await page.goto('/admin/users');
    await settled(page);
    const findings = await checkLayer(
      page,
      'user editor',
      () => page.getByTestId('user-row').first().click(),
      page.getByRole('form', { name: 'Edit user' }),
    );
    expect(findings).toEqual([]);
  });

  it('opens the grid menus and dialogs of an assortment clean', async () => {
    const page = await browser.newPage();
    await logIn(page, 'manager@stride.demo');
    const own = (
      (await (await page.request.get('/api/assortments?type=item&sort=name&limit=1')).json()) as {
        data: { _id: string }[];
      }
    ).data[0]?._id;
    await page.goto(`/product/assortments/assortment/${own}/manage`);
    await settled(page);
    const menu = page.getByRole('menu');
    const findings: AxeFinding[] = [
      ...(await checkLayer(
        page,
        'grid context menu',
        () => page.locator('.ag-row .ag-cell[col-id="name"]').first().click({ button: 'right' }),
        menu,
      )),
      ...(await checkLayer(
        page,
        'column menu',
        () => page.getByRole('button', { name: 'Column menu for Division', exact: true }).click(),
        menu,
      )),
      ...(await checkLayer(
        page,
        'labels dialog',
        () => page.getByRole('button', { name: 'Labels', exact: true }).click(),
        page.getByRole('dialog'),
      )),
    ];
    expect(findings).toEqual([]);
  });
});
