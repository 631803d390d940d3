import { describe, expect, inject, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';

/** Issue 26: a person makes an API token on their API tokens page, calls the API with it, and revokes it. */
describe('API tokens', () => {
  const browser = useBrowser();

  const pingWith = (token: string) =>
    fetch(`${inject('baseUrl')}/api/users/ping`, { headers: { authorization: `Bearer ${token}` } });

  it('creates a token shown once, which calls the API until it is revoked', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'API tokens' }).click();
    await page.waitForURL('**/account/api-tokens');
    await page.getByRole('heading', { name: 'API tokens', level: 1 }).waitFor();

    const name = `E2E ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New token' }).click();
    const form = page.getByRole('dialog', { name: 'New API token' });
    await form.getByRole('textbox', { name: /Token name/ }).fill(name);
    await form.getByRole('radio', { name: /Read and write/ }).check();
    await form.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API token' });
    await shown.getByText(/it will not be shown again/).waitFor();
    const token = await shown.getByTestId('new-api-token').inputValue();
    expect(token).toMatch(/^stride_pat_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Read and write').waitFor();
    expect(await page.content()).not.toContain(token);

    const answer = await pingWith(token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ email: 'user@stride.demo' });

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog', { name: 'Revoke API token' }).getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByTestId('toast')
      .filter({ hasText: `API token “${name}” revoked` })
      .waitFor();
    await row.waitFor({ state: 'detached' });

    const refused = await pingWith(token);
    expect(refused.status).toBe(401);
  });
});
