import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';

/** Spec part 1 §2 "Global conference" and §6: the microsites, their tabs and the conference-access flags. */
describe('global conference', () => {
  const browser = useBrowser();

  it('takes a member with a conference-access flag from the tile to Spring26 and its dashboard', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page
      .getByRole('region', { name: 'Your areas' })
      .getByRole('link', { name: /Global Conference/ })
      .click();
    await page.waitForURL('**/global/conference/spring26/landing');
    await page.getByRole('heading', { name: 'Spring 2026', level: 1 }).waitFor();
    await page.getByText('Welcome to the Spring 2026 Global Sales Conference').waitFor();
    // A Domestic member reads the Domestic note, not the International one; pictures are uploads served by the app.
    await page.getByText('Domestic accounts: showroom slots').waitFor();
    expect(await page.getByText('International distributors: travel desk').count()).toBe(0);
    const picture = await page.getByTestId('conference-item-welcome').first().locator('img').getAttribute('src');
    expect(picture).toMatch(/^\/api\/conference\/spring26\/items\/.+\/picture\?v=/);
    expect(await page.evaluate(async (src) => (await fetch(src!)).headers.get('content-type'), picture)).toBe(
      'image/jpeg',
    );

    const tabs = page.getByRole('tablist', { name: 'Conference pages' });
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['Home', 'Categories', 'Dashboard', 'Ads', 'Sessions']);
    await tabs.getByRole('tab', { name: 'Dashboard' }).click();
    await page.waitForURL('**/global/conference/spring26/dashboard');
    await page.getByRole('heading', { name: 'Next sessions' }).waitFor();
    await page.getByTestId('conference-session').first().getByText('Opening keynote').waitFor();
    await page.getByTestId('conference-ad').first().waitFor();
  });

  it('sends a member without a flag from a dashboard part to the root, and shows Spring23 its own tabs', async () => {
    const page = await browser.newPage();
    await logIn(page, 'editor@stride.demo');
    await page.goto('/global/conference/spring26/sessions');
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.goto('/global/conference/spring23');
    await page.waitForURL('**/global/conference/spring23/welcome');
    const tabs = page.getByRole('tablist', { name: 'Conference pages' });
    await tabs.getByRole('tab').first().waitFor();
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual([
      'Welcome',
      'Advertising',
      'Categories',
      'Retail Openings',
      'Marketing',
      'DTC Catalog',
    ]);
    // The International editor sees the International note with a chip naming its group, and no Domestic note.
    await page
      .getByTestId('conference-item-welcome')
      .filter({ hasText: 'International distributors: travel desk' })
      .getByText('For International')
      .waitFor();
    expect(await page.getByText('Domestic accounts: showroom slots').count()).toBe(0);
    await tabs.getByRole('tab', { name: 'Advertising' }).click();
    await page.getByTestId('conference-section-Retail').click();
    await page.waitForURL('**/global/conference/spring23/advertising/Retail');
    await page
      .getByTestId('conference-ad')
      .first()
      .getByText(/Conference_Retail_Spring_2023/)
      .waitFor();
  });
});
