import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useBrowser } from '../support/browser';

describe('logging in', () => {
  const browser = useBrowser();

  it('takes a new visitor from the root to the login dialog and into the dashboard', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Log in to Stride' });
    await dialog.getByLabel('E-mail').fill('admin@stride.demo');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('toast').filter({ hasText: "You've successfully logged in." }).waitFor();
    await page.getByRole('heading', { name: 'Welcome back, Daniel' }).waitFor();
    await page.getByTestId('tile-admin--users').waitFor();
  });

  it('shows the server message when the password is wrong', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Log in to Stride' });
    await dialog.getByLabel('E-mail').fill('admin@stride.demo');
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('toast').filter({ hasText: 'The e-mail or password is incorrect.' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
  });
});
