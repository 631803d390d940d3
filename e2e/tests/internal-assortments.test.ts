import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';

const WHOLESALE = '/product/assortments/internal/wholesale';

/** The Product toolbar menu's entries (the dashboard has no app bar: the products library has). */
const productMenu = async (page: Page) => {
  await page.goto('/product/libraries/products');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product' }).click();
  const entries = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  return entries;
};

/** Fills 'Select Assortment Attributes' and creates the plan. */
const createPlan = async (page: Page, title: string) => {
  await page.getByRole('button', { name: 'New internal assortment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Assortment Attributes' });
  await dialog.getByLabel('Title').fill(title);
  for (const [label, option] of [
    ['Season', 'Spring'],
    ['Region', 'Domestic'],
    ['Gender', 'Mens'],
  ] as const) {
    await dialog.getByLabel(label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await dialog.getByLabel('Year').fill('2031');
  await dialog.getByRole('button', { name: 'Create' }).click();
  return dialog;
};

/** Spec part 1 §2, §4, §5, §6; part 2 §7.3: internal assortments, their menus and the edit lock. */
describe('internal assortments', () => {
  const browser = useBrowser();

  it('offers Key Initiatives and Retail Assortments by channel and sub-role, and keeps others out', async () => {
    const editor = await browser.newPage();
    await logIn(editor, 'editor@stride.demo');
    const editorMenu = await productMenu(editor);
    expect(editorMenu).toContain('Key Initiatives');
    expect(editorMenu).not.toContain('Retail Assortments');

    const manager = await browser.newPage();
    await logIn(manager, 'manager@stride.demo');
    const managerMenu = await productMenu(manager);
    expect(managerMenu).toContain('Retail Assortments');
    expect(managerMenu).not.toContain('Key Initiatives');
    // A manager reads the published retail plans but does not plan them.
    await manager.goto('/product/assortments/internal/retail');
    await manager.getByRole('heading', { name: 'Retail Assortments', level: 1 }).waitFor();
    await manager.locator('.ag-row').first().waitFor();
    expect(await manager.getByRole('button', { name: 'New internal assortment' }).count()).toBe(0);

    const user = await browser.newPage();
    await logIn(user, 'user@stride.demo');
    await user.goto(WHOLESALE);
    await user.waitForURL('**/dashboard');
  });

  it('creates a plan once per season, year, region, gender and title, and lets one person edit it at a time', async () => {
    const planner = await browser.newPage();
    await logIn(planner, 'admin-editor@stride.demo');
    await planner.goto(`${WHOLESALE}?season=Spring`);
    await planner.getByRole('heading', { name: 'Key Initiatives (wholesale)', level: 1 }).waitFor();
    await planner
      .getByRole('link', { name: /Key Initiative$/ })
      .first()
      .waitFor();

    const title = `E2E plan ${Date.now().toString(36)}`;
    await createPlan(planner, title);
    await planner.waitForURL(/\/product\/assortments\/internal\/[0-9a-f-]+\/manage$/);
    const managePath = new URL(planner.url()).pathname;
    await planner.getByText(title).first().waitFor();

    // The same attributes again: refused with the spec's text, in the dialog.
    const other = await browser.newPage();
    await logIn(other, 'senior-editor@stride.demo');
    await other.goto(WHOLESALE);
    const dialog = await createPlan(other, title.toUpperCase());
    await dialog.getByText('This assortment already exists.  Please create a unique one.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The planner holds the edit lock: the second editor is told who edits, and changes are not kept.
    await other.goto(managePath);
    const banner = other.getByRole('alert').filter({ hasText: 'is editing this assortment' });
    await banner.getByText('Sofia Rossi is editing this assortment', { exact: false }).waitFor();

    // Leaving gives the lock up; the second editor takes it on trying again.
    await planner.goto(WHOLESALE);
    await banner.getByRole('button', { name: 'Try again' }).click();
    await banner.waitFor({ state: 'detached' });
  });

  it('browses a season of the internal library: landing, browse tab with contents, divider, detail, and its redirects', async () => {
    const page = await browser.newPage();
    await logIn(page, 'editor@stride.demo');
    await page.goto('/product/libraries/internal/landing-wholesale');
    await page.waitForURL('**/product/libraries/internal/seasons-wholesale');

    const discovered = await (
      await page.request.post('/api/internalAssortments/discover', { data: { channel: 'Wholesale' } })
    ).json();
    const plan = (discovered.data as { title: string; season: string; year: number; region: string }[]).find(
      (candidate) => candidate.region === 'Domestic',
    )!;
    const season = `season=${plan.season}&year=${plan.year}`;
    await page.goto(`/product/libraries/internal/landing-wholesale?${season}`);
    await page.getByRole('heading', { name: `${plan.season} ${plan.year}`, level: 1 }).waitFor();
    await page
      .getByRole('region', { name: 'Domestic' })
      .getByRole('link', { name: new RegExp(plan.title) })
      .first()
      .click();
    await page.waitForURL('**/product/libraries/internal/domestic-wholesale?**');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('button').first().waitFor();
    expect(await contents.getByRole('button').count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Divider' }).first().click();
    await page.waitForURL('**/product/libraries/internal/divider/**');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('main a[href*="/product/libraries/internal/detail/"]').first().click();
    await page.waitForURL('**/product/libraries/internal/detail/**');

    // A browse tab without a plan title goes to the season's landing page.
    await page.goto(`/product/libraries/internal/international-wholesale?${season}`);
    await page.waitForURL(`**/product/libraries/internal/landing-wholesale?${season}`);
  });
});
