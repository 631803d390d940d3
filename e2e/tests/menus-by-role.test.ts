import { describe, expect, it } from 'vitest';
import { logIn, submitLogin, useBrowser } from '../support/browser';

/** Spec part 1 §6 (route and menu access): tiles, user-menu entries and the route guard follow permissions. */
describe('menus by role', () => {
  const browser = useBrowser();

  it('offers the administrator the Users and Mail outbox tiles and user-menu entries', async () => {
    const page = await browser.newPage();
    await logIn(page, 'admin@stride.demo');
    const areas = page.getByRole('region', { name: 'Your areas' });
    await areas.getByRole('link', { name: /Users/ }).waitFor();
    await areas.getByRole('link', { name: /Mail outbox/ }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Log out' }).waitFor();
    const entries = await menu.getByRole('menuitem').allInnerTexts();
    expect(entries.slice(1)).toEqual([
      'API tokens',
      'Users',
      'Mail outbox',
      'Audit log',
      'Webhooks',
      'Prototypes',
      'Log out',
    ]);
    expect(entries[0]).toContain('admin@stride.demo');

    await menu.getByRole('menuitem', { name: 'Mail outbox' }).click();
    await page.waitForURL('**/admin/outbox');
    await page.getByRole('heading', { name: 'Mail outbox', level: 1 }).waitFor();
  });

  it('shows a person without admin rights the Products and library tiles, no admin tile or entry, no manage view, and sends them away from /admin/users', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page.getByRole('heading', { name: 'Welcome back, Maya' }).waitFor();
    await page
      .getByRole('region', { name: 'Your areas' })
      .getByRole('link', { name: /Products/ })
      .waitFor();
    expect(await page.getByRole('link', { name: /Users|Mail outbox/ }).count()).toBe(0);
    // The libraries the person may view have tiles too (spec part 1 §2, §6).
    const tiles = await page
      .getByRole('region', { name: 'Your areas' })
      .getByRole('heading', { level: 3 })
      .allInnerTexts();
    expect(tiles).toEqual(
      expect.arrayContaining(['Advertising assets', 'Logos', 'Global retail', 'STEP training', 'Product documents']),
    );

    // Toolbar menus offer the libraries to view, and no manage view to someone who is not an editor.
    await page.goto('/advertising/libraries');
    await page.waitForURL('**/advertising/libraries/assets-landing');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Advertising' }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual(['Advertising assets', 'Logos']);
    await page.keyboard.press('Escape');
    await page.goto('/advertising/libraries/manage/assets/pending');
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: /Users|Mail outbox/ }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/admin/users');
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await page.getByRole('heading', { name: 'Welcome back, Maya' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Users', level: 1 }).count()).toBe(0);

    // The feed ("New for you") offers the person's own assortments; a card opens its grid.
    const feed = page.getByRole('region', { name: 'New for you' });
    await feed.getByTestId('feed-assortment').first().click();
    await page.waitForURL(/\/product\/assortments\/assortment\/[^/]+\/manage$/);
  });

  it('offers an editor the manage views of the libraries in the toolbar menus', async () => {
    const page = await browser.newPage();
    await logIn(page, 'editor@stride.demo');
    await page.goto('/advertising/libraries');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Advertising' }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual([
      'Advertising assets',
      'Logos',
      'Manage advertising assets',
      'Manage logos',
    ]);
    await page.keyboard.press('Escape');
    await main.getByRole('button', { name: 'Sales' }).click();
    await page.getByRole('menuitem', { name: 'Manage STEP training' }).click();
    await page.waitForURL('**/sales/libraries/manage/step/pending');
    await page.getByRole('heading', { name: 'Manage STEP training', level: 1 }).waitFor();
  });

  it('offers the Sales tools a person may use in the Sales menu and as tiles, each opening in a new tab', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const areas = page.getByRole('region', { name: 'Your areas' });
    const travel = areas.getByRole('link', { name: /Travel calendar/ });
    await travel.waitFor();
    expect(await travel.getAttribute('href')).toBe('https://intranet.stride.example/sales/travel-calendar');
    expect(await travel.getAttribute('target')).toBe('_blank');
    // The dashboard is headless: the toolbar menus are on every other page.
    await page.goto('/product/libraries/products');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sales' }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual([
      'STEP training',
      'Global Conference',
      'Travel calendar',
      'Key item price',
      'Spending approval',
      'UPC lookup',
    ]);

    // A senior coordinator has no spending approval permission: no entry, no tile.
    const other = await browser.newPage();
    await logIn(other, 'senior-coordinator@stride.demo');
    await other
      .getByRole('region', { name: 'Your areas' })
      .getByRole('link', { name: /UPC lookup/ })
      .waitFor();
    expect(await other.getByRole('link', { name: /Spending approval/ }).count()).toBe(0);
  });

  it('opens the prototypes gallery from the account menu: drag and drop, category select and product detail', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Prototypes' }).click();
    await page.waitForURL('**/prototypes/dragdrop');
    await page.getByRole('heading', { name: 'Prototypes', level: 1 }).waitFor();
    await page.getByText(/A rehearsal on a copy of/).waitFor();
    await page
      .getByRole('list', { name: /Styles of/ })
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'Category select' }).click();
    await page.waitForURL('**/prototypes/category-select');
    await page
      .getByRole('status')
      .filter({ hasText: /products match/ })
      .waitFor();

    await page.getByRole('tab', { name: 'Product detail' }).click();
    await page.waitForURL(/\/prototypes\/product-detail\/[^/]+_[^/]+$/);
    await page.getByRole('heading', { level: 1 }).nth(1).waitFor();
  });

  it('sends a logged-out visitor of /admin/users to the login dialog and back there after logging in', async () => {
    const page = await browser.newPage();
    await page.goto('/admin/users');
    await page.waitForURL('**/dashboard?returnTo=%2Fadmin%2Fusers');
    await submitLogin(page, 'admin@stride.demo');

    await page.waitForURL((url) => url.pathname === '/admin/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByTestId('toast').filter({ hasText: "You've successfully logged in." }).waitFor();
    await page.getByRole('table', { name: 'Users' }).getByTestId('user-row').first().waitFor();
  });
});
