import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

/** Spec part 1 §3 User and part 2 §9.4: the chosen language is applied at once and kept in local storage. */
describe('language switch', () => {
  const browser = useBrowser();

  it('shows the login dialog in German after choosing Deutsch, keeps it over a reload, and switches back', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    const german = page.getByRole('dialog', { name: 'Bei Stride anmelden' });
    await german.getByLabel('E-Mail-Adresse').waitFor();
    await german.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    await german.getByRole('button', { name: 'Passwort vergessen?' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(await page.evaluate(() => localStorage.getItem('stride.language'))).toBe('de-DE');

    await page.reload();
    await german.getByRole('button', { name: 'Zugriff anfordern' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await page.getByRole('button', { name: 'Sprache' }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem', { name: 'Deutsch' }).getAttribute('class')).toContain('Mui-selected');

    await menu.getByRole('menuitem', { name: 'English (US)' }).click();
    await page.getByRole('dialog', { name: 'Log in to Stride' }).getByLabel('E-mail').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await page.reload();
    await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();
  });
});
