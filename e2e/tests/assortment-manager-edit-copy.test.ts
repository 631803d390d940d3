import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { pageApi } from '../support/assortment-grid';
import { answered, type ManagerEntry, managerRow, uniqueTitle } from '../support/assortment-manager';
import { logIn, useBrowser } from '../support/browser';

const MANAGER = 'manager@stride.demo';
/** Another demo user who works with assortments (Maya Thompson). */
const OTHER_USER = { email: 'user@stride.demo', option: 'Maya Thompson (user@stride.demo)' };

const ALL = 'assortments?view=all&limit=200';

/** Spec part 1 §2 dialogs 'Select Assortment Type' (edit) and copy ('Copy for another user'); part 2 §7.3. */
describe('assortment manager: edit and copy dialogs', () => {
  const browser = useBrowser();

  it("edits an assortment's title and customer in 'Select Assortment Type' and keeps its other properties", async () => {
    const page = await browser.newPage();
    await logIn(page, MANAGER);
    const entry = await pageApi(page).post<ManagerEntry>('assortments', {
      title: uniqueTitle('edit'),
      subTitle: 'Old customer',
      productType: 'Apparel',
      channel: 'Retail',
    });
    await page.goto('/product/assortments/all');

    await managerRow(page, entry.title).locator('.ag-cell[col-id="channel"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Edit…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Assortment Type' });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    const customer = dialog.getByRole('combobox', { name: 'Customer' });
    expect(await title.inputValue()).toBe(entry.title);
    expect(await customer.inputValue()).toBe('Old customer');
    const renamed = `${entry.title} v2`;
    await title.fill(renamed);
    await customer.fill('Alpine Sports');
    const saved = answered(page, 'PATCH', new RegExp(`/api/assortments/${entry._id}$`));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });

    await managerRow(page, renamed).getByText('Alpine Sports', { exact: true }).waitFor();
    expect(await managerRow(page, entry.title).count()).toBe(0);
    expect(await pageApi(page).get<ManagerEntry>(`assortments/${entry._id}`)).toMatchObject({
      title: renamed,
      subTitle: 'Alpine Sports',
      productType: 'Apparel',
      channel: 'Retail',
      method: entry.method,
      region: entry.region,
    });
  });

  it("copies an assortment for another user chosen by name: the copy is that user's, not the manager's", async () => {
    const page = await browser.newPage();
    await logIn(page, MANAGER);
    const entry = await pageApi(page).post<ManagerEntry>('assortments', { title: uniqueTitle('gift') });
    const copyTitle = `${entry.title} (copy)`;
    await page.goto('/product/assortments/all');

    await managerRow(page, entry.title).locator('.ag-cell[col-id="region"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Duplicate… (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy assortments (1)' });
    await dialog.getByRole('tab', { name: 'Copy for another user' }).click();
    const copy = dialog.getByRole('button', { name: 'Copy', exact: true });
    // No one chosen yet: nothing to copy to.
    expect(await copy.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'User' }).fill(OTHER_USER.email);
    await page.getByRole('option', { name: OTHER_USER.option }).click();
    const cloned = answered(page, 'POST', /\/api\/assortments\/cloneMany$/);
    await copy.click();
    expect(((await (await cloned).json()) as { status: string }).status).toBe('success');
    await page.getByText('Assortment Duplicated').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const theirs = (await (await apiAs(OTHER_USER.email)).get<{ data: ManagerEntry[] }>(ALL)).data;
    expect(theirs.filter((candidate) => candidate.title === copyTitle)).toEqual([
      expect.objectContaining({ type: 'item', archived: false, parentId: null }),
    ]);
    const mine = (await pageApi(page).get<{ data: ManagerEntry[] }>(ALL)).data;
    expect(mine.map((candidate) => candidate.title)).not.toContain(copyTitle);
  });
});
