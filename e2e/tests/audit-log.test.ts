import { describe, expect, it } from 'vitest';
import { apiAs, publicApi, uniqueEmail } from '../support/api';
import { logIn, useBrowser } from '../support/browser';

/** Issue 26: an administrator's change of a person's permissions is in Admin → Audit log, before and after. */
describe('audit log', () => {
  const browser = useBrowser();

  it('finds a permission change by its action, with who made it and the permissions before and after', async () => {
    const email = uniqueEmail('audited');
    await publicApi.post('users/access-request', { email, name: 'Audited', lastName: 'Person' });
    const admin = await apiAs('admin@stride.demo');
    const { _id: userId } = await admin.findUser(email);
    await admin.patch(`users/${userId}`, { permissions: [{ domain: 'reports', role: 'manager' }] });

    const page = await browser.newPage();
    await logIn(page, 'admin@stride.demo');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Audit log' }).click();
    await page.waitForURL('**/admin/audit');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();

    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Permissions changed' }).click();
    const objectId = page.getByRole('textbox', { name: 'Object id' });
    await objectId.fill(userId);
    await objectId.press('Enter');

    const grid = page.getByTestId('audit-grid');
    const row = grid.locator('.ag-row').filter({ hasText: userId });
    await row.waitFor();
    // The action's other changes show until the object id's search answers: wait for it.
    await expect.poll(() => grid.locator('.ag-row').count()).toBe(1);
    expect(await row.locator('[col-id="action"]').innerText()).toBe('Permissions changed');
    expect(await row.locator('[col-id="actor"]').innerText()).toBe('admin@stride.demo');
    // Before and after, as the database keeps them (its JSON orders keys its own way).
    const [before, after] = (await row.locator('[col-id="details"]').innerText()).split(' → ');
    expect(JSON.parse(before!)).toEqual({ permissions: [] });
    expect(JSON.parse(after!)).toEqual({ permissions: [{ domain: 'reports', role: 'manager' }] });
  });
});
