import { describe, expect, it } from 'vitest';
import { apiAs, createActiveUser, pingStatus } from '../support/api';
import { logIn, pingFromPage, sessionCookie, useBrowser } from '../support/browser';

const TIMEOUT_MS = 10_000;
const WARNING_MS = 6_000;

/**
 * Spec part 1 §4 Session and part 2 §8.2, §9.1: idle time leads to the warning, activity back to
 * loggedIn, and the timeout to a server logout and the Logged Out dialog. The person's own
 * sessionOptions shorten the clock; these waits are the timers under test.
 */
describe('inactivity logout', () => {
  const browser = useBrowser();

  it('warns an idle person, keeps them on "Stay logged in", then logs them out on the server', async () => {
    const admin = await apiAs('admin@stride.demo');
    const person = await createActiveUser(admin, 'idle');
    await admin.patch(`users/${person.id}`, {
      sessionOptions: { userTimeoutMs: TIMEOUT_MS, userWarningMs: WARNING_MS },
    });

    const page = await browser.newPage();
    await logIn(page, person.email, person.password);
    const cookie = await sessionCookie(page);
    const signedInAt = Date.now();

    const warning = page.getByRole('dialog', { name: /^Logging out in \d+ second\(s\)$/ });
    await warning
      .getByText(
        'You are about to be logged out. Please click to stay logged in. Note that if you leave a download in progress it will not be interrupted.',
      )
      .waitFor({ timeout: TIMEOUT_MS });
    // The warning comes once less than userWarningMs is left, not earlier.
    expect(Date.now() - signedInAt).toBeGreaterThan(TIMEOUT_MS - WARNING_MS - 1_500);
    const seconds = Number(((await warning.getByRole('heading').textContent()) ?? '').match(/\d+/)?.[0]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(WARNING_MS / 1_000);

    await warning.getByRole('button', { name: 'Stay logged in' }).click();
    await warning.waitFor({ state: 'hidden' });
    const activeAt = Date.now();
    expect(await pingFromPage(page)).toBe(200);

    // Idle again: the clock restarted at the click, so the warning returns before the logout.
    await warning.waitFor({ timeout: TIMEOUT_MS });
    expect(Date.now() - activeAt).toBeGreaterThan(TIMEOUT_MS - WARNING_MS - 1_500);

    const loggedOut = page.getByRole('dialog', { name: 'Logged Out' });
    await loggedOut
      .getByText('You were logged out because you were inactive for a while. Log in again to continue.')
      .waitFor({ timeout: TIMEOUT_MS + 5_000 });
    expect(Date.now() - activeAt).toBeGreaterThan(TIMEOUT_MS - 1_500);
    expect(await warning.count()).toBe(0);

    await expect.poll(() => pingStatus(cookie)).toBe(401);
    await loggedOut.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();
  }, 75_000);
});
