import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, logIn, submitLogin, useBrowser } from '../support/browser';

const chartsDown = {
  messageCode: 'ITS_BE_ERROR_INTERNAL',
  message: 'Announcements store unavailable',
  messageData: { reference: 'e2e-500' },
};

/** Spec part 2 §8.1 (transport errors), §8.2 (login toasts) and §9.4 (toasts), part 1 §2 (reset on route change). */
describe('toasts and error dialogs', () => {
  const browser = useBrowser();

  it('shows an error toast for a wrong password and clears toasts on a route change', async () => {
    const page = await browser.newPage();
    // A failed single sign-on leaves a toast that stays until closed: only a route change may remove it.
    await page.goto('/dashboard?sso=failed');
    const toasts = page.getByTestId('toast');
    const ssoFailed = toasts.filter({ hasText: 'Single sign-on did not work.' });
    await ssoFailed.getByRole('button', { name: 'Close' }).waitFor();

    const dialog = page.getByRole('dialog', { name: 'Log in to Stride' });
    await dialog.getByLabel('E-mail').fill('approver@stride.demo');
    await dialog.getByLabel('Password').fill('not-the-password');
    // Enter submits the dialog's form.
    await dialog.getByLabel('Password').press('Enter');
    const wrong = toasts.filter({ hasText: 'The e-mail or password is incorrect.' });
    await wrong.waitFor();
    expect(await wrong.getAttribute('role')).toBe('alert');
    expect(await toasts.count()).toBe(2);

    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome back, Priya' }).waitFor();
    await ssoFailed.waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/logged-out');
    await page.getByRole('heading', { name: 'You are logged out' }).waitFor();
    expect(await toasts.count()).toBe(0);
  });

  it('stacks toasts 500 px wide from 50 px above the bottom and closes them after 2 s (success) and 4 s (error)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Log in to Stride' });
    await submitLogin(page, 'sample-coordinator@stride.demo', 'not-the-password');
    const error = page.getByTestId('toast').filter({ hasText: 'The e-mail or password is incorrect.' });
    await error.waitFor();
    const errorShownAt = Date.now();

    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    const success = page.getByTestId('toast').filter({ hasText: "You've successfully logged in." });
    await success.waitFor();
    const successShownAt = Date.now();
    const [older, newer] = [await error.boundingBox(), await success.boundingBox()];
    expect(older?.width).toBe(500);
    expect(newer?.width).toBe(500);
    // The first toast sits lowest, 50 px above the bottom; the next one stacks 10 px above it.
    expect(older!.y + older!.height).toBeCloseTo(800 - 50, 0);
    expect(older!.y - (newer!.y + newer!.height)).toBeCloseTo(10, 0);

    // These waits are the toast timers under test.
    await success.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(Date.now() - successShownAt).toBeGreaterThan(1_500);
    expect(Date.now() - successShownAt).toBeLessThan(3_000);
    await error.waitFor({ state: 'hidden', timeout: 6_000 });
    expect(Date.now() - errorShownAt).toBeGreaterThan(3_500);
    expect(Date.now() - errorShownAt).toBeLessThan(5_000);
  });

  it('opens "Unexpected Server Error" about half a second after a 5xx, with the server message', async () => {
    const page = await browser.newPage();
    await logIn(page, 'coordinator@stride.demo');
    let failedAt = 0;
    // Only the first call fails; the feed's retry then succeeds, so the dialog opens exactly once.
    await page.route('**/api/charts*', async (route) => {
      if (failedAt) return route.continue();
      failedAt = Date.now();
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(chartsDown) });
    });
    // The dashboard's news feed (GET /api/charts) is fetched again on load.
    await page.reload();
    const serverError = page.getByRole('dialog', { name: 'Unexpected Server Error' });
    await serverError.waitFor();
    const shownAfterMs = Date.now() - failedAt;
    expect(shownAfterMs).toBeGreaterThanOrEqual(450);
    expect(shownAfterMs).toBeLessThan(3_000);
    await serverError.getByText('Please refresh your browser.', { exact: false }).waitFor();
    await serverError.getByText('contact the administrator', { exact: false }).waitFor();
    await serverError.getByText('Announcements store unavailable').waitFor();
    await serverError.getByText('e2e-500', { exact: false }).waitFor();

    await Promise.all([page.waitForEvent('load'), serverError.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByRole('heading', { name: 'Welcome back, Isabela' }).waitFor();
    await page.getByRole('heading', { name: 'News' }).waitFor();
    expect(await serverError.count()).toBe(0);
  });

  it('opens "Network Error" when a request gets no answer', async () => {
    const page = await browser.newPage();
    await logIn(page, 'senior-coordinator@stride.demo');
    let aborted = false;
    await page.route('**/api/charts*', async (route) => {
      if (aborted) return route.continue();
      aborted = true;
      await route.abort('failed');
    });
    await page.reload();
    const networkError = page.getByRole('dialog', { name: 'Network Error' });
    await networkError.getByText('The server could not be reached.', { exact: false }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Unexpected Server Error' }).count()).toBe(0);
    await networkError.getByRole('button', { name: 'OK' }).click();
    await networkError.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Welcome back, Marek' }).waitFor();
    // The failed call is not retried behind the dialog: the feed says what failed (spec part 2 §8.3).
    await page.getByText('Error: Cannot fetch Announcements').waitFor();
  });
});
