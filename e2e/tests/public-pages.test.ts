import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser';

/** Spec part 1 §2 unauthenticated pages reached from single sign-on (/not-approved, /ad-register) and from mailed links. */
describe('pages for people without access yet', () => {
  const browser = useBrowser();

  it('tells a person with a pending request and one with a deactivated account what to do', async () => {
    const page = await browser.newPage();
    await page.goto('/not-approved?reason=pending');
    await page.getByRole('heading', { name: 'Access not approved yet' }).waitFor();
    await page.getByText('Your access request is under review.', { exact: false }).waitFor();
    await page.goto('/not-approved?reason=deactivated');
    await page.getByText('Your account was deactivated due to inactivity. Please contact the administrator.').waitFor();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();
  });

  it('explains that an access-request link is invalid instead of showing the form', async () => {
    const page = await browser.newPage();
    await page.goto('/ad-register/not-a-real-registration-token-000000');
    await page.getByRole('heading', { name: 'Request access' }).waitFor();
    await page.getByText('This link is invalid, was already used or has expired.').waitFor();
  });

  it('explains on a page of the app that a mailed download link no longer works', async () => {
    const page = await browser.newPage();
    await page.goto('/api/packages/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByRole('heading', { name: 'Download link expired' }).waitFor();
    await page.getByText('Shared links work for 7 days', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();
  });
});
