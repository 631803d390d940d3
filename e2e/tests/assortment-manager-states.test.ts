import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { pageApi } from '../support/assortment-grid';
import { answered, type ManagerEntry, managerRow, openList, uniqueTitle } from '../support/assortment-manager';
import { logIn, useBrowser } from '../support/browser';

const MANAGER = 'manager@stride.demo';

/** Spec part 1 §4 Assortment: a status change and an unarchive, each confirmed first; part 2 §7.3. */
describe('assortment manager: states', () => {
  const browser = useBrowser();

  it("asks 'Are You Sure?' before a status change, keeps the old status on Cancel and stores the new one once confirmed", async () => {
    const page = await browser.newPage();
    await logIn(page, MANAGER);
    const entry = await pageApi(page).post<ManagerEntry>('assortments', { title: uniqueTitle('status') });
    expect(entry.state).toBe('Published');
    const storedState = async () => (await pageApi(page).get<ManagerEntry>(`assortments/${entry._id}`)).state;
    // Every save of this entry, to prove that Cancel sends none.
    const patches: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith(`/api/assortments/${entry._id}`))
        patches.push(request.postDataJSON());
    });
    await page.goto('/product/assortments/all');
    const status = managerRow(page, entry.title).locator('.ag-cell[col-id="state"]');
    const prompt = page.getByRole('dialog', { name: 'Are You Sure?' });
    const chooseUnpublished = async () => {
      await status.dblclick();
      await status.getByRole('combobox').click();
      await page.getByRole('option', { name: 'Unpublished', exact: true }).click();
      await prompt.getByText('Changing the status will impact visibility to end users.').waitFor();
    };

    // While the question is open the cell shows the status it had; Cancel leaves it so.
    await chooseUnpublished();
    expect(await status.innerText()).toBe('Published');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(await status.innerText()).toBe('Published');
    expect(patches).toEqual([]);
    expect(await storedState()).toBe('Published');

    // Confirmed, the change is saved and shown.
    await chooseUnpublished();
    expect(await status.innerText()).toBe('Published');
    const saved = answered(page, 'PATCH', new RegExp(`/api/assortments/${entry._id}$`));
    await prompt.getByRole('button', { name: 'Change status' }).click();
    expect((await saved).status()).toBe(200);
    expect(patches).toEqual([{ state: 'Unpublished' }]);
    await status.getByText('Unpublished', { exact: true }).waitFor();
    expect(await storedState()).toBe('Unpublished');
  });

  it('unarchives an assortment from the archived list after the prompt, and it is back in all assortments, published', async () => {
    const page = await browser.newPage();
    await logIn(page, MANAGER);
    const manager = await apiAs(MANAGER);
    const entry = await pageApi(page).post<ManagerEntry>('assortments', { title: uniqueTitle('unarchive') });
    expect(await manager.patch<ManagerEntry>(`assortments/${entry._id}`, { archived: true })).toMatchObject({
      archived: true,
      state: 'Archived',
    });
    await page.goto('/product/assortments/archived');

    await managerRow(page, entry.title)
      .getByRole('button', { name: `Unarchive ${entry.title}` })
      .click();
    const prompt = page.getByRole('dialog', { name: 'Unarchive assortments?' });
    await prompt.getByText('Unarchived Assortments will appear back in the other tabs.').waitFor();
    const unarchived = answered(page, 'PATCH', new RegExp(`/api/assortments/${entry._id}$`));
    await prompt.getByRole('button', { name: 'Unarchive' }).click();
    expect((await unarchived).request().postDataJSON()).toEqual({ archived: false });
    await managerRow(page, entry.title).waitFor({ state: 'detached' });

    await openList(page, /^All assortments/, '/product/assortments/all');
    await managerRow(page, entry.title)
      .getByRole('button', { name: `Archive ${entry.title}` })
      .waitFor();
    await managerRow(page, entry.title)
      .locator('.ag-cell[col-id="state"]')
      .getByText('Published', { exact: true })
      .waitFor();
    // Unarchiving publishes (spec part 1 §4): an archived assortment's status is Archived.
    expect(await manager.get<ManagerEntry>(`assortments/${entry._id}`)).toMatchObject({
      archived: false,
      state: 'Published',
    });
    expect(
      (await manager.get<{ data: ManagerEntry[] }>('assortments?view=archived&limit=200')).data,
    ).not.toContainEqual(expect.objectContaining({ _id: entry._id }));
  });
});
