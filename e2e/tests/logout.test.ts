import { describe, expect, it } from 'vitest';
import { pingStatus } from '../support/api';
import { logIn, pingFromPage, sessionCookie, useBrowser } from '../support/browser';

/** Spec part 1 §4 Session: a manual logout leads to loggedOut and ends the server session. */
describe('logging out', () => {
  const browser = useBrowser();

  it('leads from the user menu to the logged-out page and ends the session on the server', async () => {
    const page = await browser.newPage();
    await logIn(page, 'senior-editor@stride.demo');
    const cookie = await sessionCookie(page);
    expect(await pingStatus(cookie)).toBe(200);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/logged-out');
    await page.getByRole('heading', { name: 'You are logged out' }).waitFor();
    await page.getByText('Thanks for using Stride. See you soon.').waitFor();

    expect(await pingFromPage(page)).toBe(401);
    // The browser dropped its cookie; the old token must be dead on the server too.
    expect(await pingStatus(cookie)).toBe(401);

    await page.goto('/admin/users');
    await page.waitForURL('**/dashboard?returnTo=%2Fadmin%2Fusers');
    await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();
  });

  it('stays on the logged-out page after a reload and offers to log in again', async () => {
    const page = await browser.newPage();
    await logIn(page, 'editor@stride.demo');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/logged-out');

    await page.reload();
    await page.getByRole('heading', { name: 'You are logged out' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/logged-out');
    await page.getByRole('link', { name: 'Log in again' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();
  });

  it('sends the person to log in when a call answers 401 because the session ended elsewhere', async () => {
    const page = await browser.newPage();
    await logIn(page, 'admin@stride.demo');
    // Another tab logs out: the server session ends while this page still believes it is signed in.
    await fetch(`${browser.baseUrl()}/api/users/logout`, { headers: { cookie: await sessionCookie(page) } });

    await page.getByRole('link', { name: /Users/ }).click();
    await page.waitForURL('**/dashboard?returnTo=%2Fadmin%2Fusers');
    await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
  });
});
