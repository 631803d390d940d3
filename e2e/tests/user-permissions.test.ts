import { describe, expect, it } from 'vitest';
import { apiAs, publicApi, uniqueEmail } from '../support/api';
import { logIn, openUser, useBrowser } from '../support/browser';

/** Spec part 1 §6: an administrator grants a permission; it is saved on the server. */
describe('editing permissions', () => {
  const browser = useBrowser();

  it('adds a permission row, saves with a Success toast, and finds it again after a reload', async () => {
    const email = uniqueEmail('grant');
    await publicApi.post('users/access-request', { email, name: 'Grant', lastName: 'Receiver' });

    const page = await browser.newPage();
    await logIn(page, 'admin@stride.demo');
    await page.getByRole('link', { name: /Users/ }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    let drawer = await openUser(page, email);
    await drawer.getByText('No permissions yet.').waitFor();

    await drawer.getByRole('button', { name: 'Add permission' }).click();
    const row = drawer.getByTestId('permission-row');
    expect(await row.count()).toBe(1);
    await row.getByRole('combobox', { name: 'Permission', exact: true }).click();
    await page.getByRole('option', { name: 'Reports' }).click();
    await row.getByRole('combobox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: 'Manager', exact: true }).click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Success' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    drawer = await openUser(page, email);
    const saved = drawer.getByTestId('permission-row');
    expect(await saved.count()).toBe(1);
    expect(await saved.getByRole('combobox', { name: 'Permission', exact: true }).textContent()).toBe('Reports');
    expect(await saved.getByRole('combobox', { name: 'Role', exact: true }).textContent()).toBe('Manager');

    const admin = await apiAs('admin@stride.demo');
    const stored = await admin.get<{ permissions: unknown[] }>(`users/${(await admin.findUser(email))._id}`);
    expect(stored.permissions).toEqual([{ domain: 'reports', role: 'manager' }]);
  });
});
