import { describe, expect, it } from 'vitest';
import { publicApi, uniqueEmail } from '../support/api';
import { logIn, openUser, useBrowser } from '../support/browser';

/** Spec part 1 §3 Prompt, §4 dialog prompt, §5 Global prompt: yes, no, close, Enter, Escape, changed fields. */
describe('the prompt', () => {
  const browser = useBrowser();

  it('asks before discarding edits only when something changed, and declines an access request after confirmation', async () => {
    const email = uniqueEmail('prompt');
    await publicApi.post('users/access-request', { email, name: 'Pat', lastName: 'Prompted' });
    const page = await browser.newPage();
    await logIn(page, 'admin@stride.demo');
    await page.goto('/admin/users');
    const prompt = page.getByRole('dialog', { name: 'Discard your changes?' });

    // No change: Cancel closes at once, no prompt (changed-fields checking).
    let drawer = await openUser(page, email);
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await prompt.count()).toBe(0);

    // A change: Cancel asks; Escape only closes the prompt; "Keep editing" keeps the drawer.
    drawer = await openUser(page, email);
    await drawer.getByLabel('Advanced rights').check();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await prompt.getByText('Your changes will be lost.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'hidden' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(await drawer.getByLabel('Advanced rights').isChecked()).toBe(true);

    // Enter confirms: the edit is discarded and nothing was saved.
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor();
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'hidden' });

    // Declining a request is confirmed first ('Are You Sure?'), then saved.
    drawer = await openUser(page, email);
    expect(await drawer.getByLabel('Advanced rights').isChecked()).toBe(false);
    await drawer.getByRole('button', { name: 'Decline' }).click();
    const sure = page.getByRole('dialog', { name: 'Are You Sure?' });
    await sure.getByText('Pat Prompted', { exact: false }).waitFor();
    await sure.getByRole('button', { name: 'Decline' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Success' }).waitFor();
    await page.getByTestId('user-row').filter({ hasText: email }).getByText('Deactivated').waitFor();
  });
});
