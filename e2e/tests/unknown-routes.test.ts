import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';

/** Spec part 1 §2: unknown paths and the root go to the default page, the dashboard. */
describe('unknown routes', () => {
  const browser = useBrowser();

  it('sends a logged-out visitor of an unknown path or the root to the dashboard with the login dialog', async () => {
    const page = await browser.newPage();
    for (const path of ['/no/such/page', '/']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();
    }
  });

  it('sends a signed-in person from an unknown path or the root to their dashboard', async () => {
    const page = await browser.newPage();
    await logIn(page, 'manager@stride.demo');
    for (const path of ['/no/such/page?with=query', '/']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { name: 'Welcome back, Ethan' }).waitFor();
      expect(await page.getByRole('dialog', { name: 'Log in to Stride' }).count()).toBe(0);
    }
  });
});
