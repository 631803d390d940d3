import { describe, expect, it } from 'vitest';
import { apiAs, createActiveUser, linkIn } from '../support/api';
import { logInWithDialog, submitLogin, useBrowser } from '../support/browser';

/** Spec part 1 §2 (request password reset and reset password dialogs) and part 2 §8.2. */
describe('resetting a password', () => {
  const browser = useBrowser();

  it('sends a link that sets a new password, logs the person in, and retires the old password', async () => {
    const admin = await apiAs('admin@stride.demo');
    const person = await createActiveUser(admin, 'reset', 'the-old-password');

    const page = await browser.newPage();
    await page.goto('/dashboard');
    const request = page.getByRole('dialog', { name: 'Reset your password' });
    // Escape closes the small form dialogs and brings the login dialog back.
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await request.getByLabel('E-mail').press('Escape');
    await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await request.getByLabel('E-mail').fill(person.email);
    await request.getByRole('button', { name: 'Send link' }).click();
    await request.getByText('If an account exists for this address, we sent it a link', { exact: false }).waitFor();
    await request.getByRole('button', { name: 'Close' }).click();

    const link = linkIn((await admin.mailTo(person.email, 'reset your password')).text);
    expect(new URL(link).pathname).toMatch(/^\/set-password\/[^/]+\/[^/]+$/);
    await page.goto(link);
    const choose = page.getByRole('dialog', { name: 'Choose a new password' });
    expect(await choose.getByLabel('E-mail').inputValue()).toBe(person.email);
    await choose.getByLabel('New password').fill('the-new-password');
    await choose.getByLabel('Confirm password').fill('the-new-passw0rd');
    await choose.getByText('The passwords do not match.').waitFor();
    expect(await choose.getByRole('button', { name: 'Save password and log in' }).isDisabled()).toBe(true);
    await choose.getByLabel('Confirm password').fill('the-new-password');
    await choose.getByRole('button', { name: 'Save password and log in' }).click();
    await page.getByRole('heading', { name: `Welcome back, ${person.name}` }).waitFor();
    await page.waitForURL('**/dashboard');

    // The link works once.
    const reused = await browser.newPage();
    await reused.goto(link);
    await reused.getByText('This link is invalid, was already used or has expired.').waitFor();
    await reused.getByRole('button', { name: 'Send me a new link' }).waitFor();

    const stale = await browser.newPage();
    await stale.goto('/dashboard');
    const login = stale.getByRole('dialog', { name: 'Log in to Stride' });
    await submitLogin(stale, person.email, 'the-old-password');
    await stale.getByTestId('toast').filter({ hasText: 'The e-mail or password is incorrect.' }).waitFor();
    expect(await login.isVisible()).toBe(true);

    await logInWithDialog(stale, person.email, 'the-new-password');
  });
});
