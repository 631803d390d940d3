import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { answered, managerRow, openList, uniqueTitle } from '../support/assortment-manager';
import { DEMO_PASSWORD, logIn, useBrowser } from '../support/browser';

type Entry = { _id: string; title: string; type: 'folder' | 'item'; parentId: string | null; archived: boolean };

/** Signs in through the API and calls it as that person (the manager's own entries only). */
const assortmentsApiAs = async (email: string) => {
  const base = inject('baseUrl');
  const login = await fetch(`${base}/api/users/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api/${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} /api/${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    create: (title: string) => call<Entry>('POST', 'assortments', { title }),
    list: async (view: string) => (await call<{ data: Entry[] }>('GET', `assortments?view=${view}`)).data,
  };
};

const folderRow = (page: Page, name: string) => page.getByTestId('grid-group-row').filter({ hasText: name });
const prompt = (page: Page) => page.getByRole('dialog', { name: /Are You Sure\?|assortments\?|^Delete/ });

/** Spec part 1 §2 (product assortments: lists, menus, dialogs), §4 (assortment states), part 2 §7.3, §8.3, §8.7. */
describe('assortment manager', () => {
  const browser = useBrowser();

  it('opens every list from the dashboard tile and the Product menu, and reporting only for managers', async () => {
    const page = await browser.newPage();
    await logIn(page, 'manager@stride.demo');
    // The dashboard's tile leads to the manager; its default list is quick access.
    await page
      .getByRole('region', { name: 'Your areas' })
      .getByRole('link', { name: /Assortments/ })
      .click();
    await page.waitForURL('**/product/assortments/quick-access');
    await page.getByRole('heading', { name: 'Assortments', level: 1 }).waitFor();
    await page.getByRole('toolbar', { name: 'Starred' }).waitFor();
    await page.getByRole('toolbar', { name: 'Recent' }).waitFor();

    await openList(page, /^All assortments/, '/product/assortments/all');
    await page.getByTestId('grid-group-row').first().waitFor();
    await openList(page, /^Recent/, '/product/assortments/recent');
    await page.getByTestId('assortment-title').first().waitFor();
    await openList(page, /^Starred/, '/product/assortments/starred');
    await page.getByTestId('assortment-title').first().waitFor();
    await openList(page, /^Archived/, '/product/assortments/archived');
    await page.getByTestId('assortment-title').first().waitFor();
    // Each list exports as its workbook, and the export is counted.
    const download = page.waitForEvent('download');
    const counted = page.waitForRequest((request) => request.url().endsWith('/api/stats'));
    await page.getByRole('toolbar', { name: 'Archived' }).getByRole('button', { name: 'Export (Excel)' }).click();
    expect((await download).suggestedFilename()).toBe('archived-assortments.xlsx');
    expect((await counted).postDataJSON()).toEqual({
      action: 'export',
      modelType: 'Assortment',
      data: { list: 'archived' },
    });
    await openList(page, /^Reporting/, '/product/assortments/reporting');
    // The Product menu offers the manager too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product' }).click();
    await page.getByRole('menuitem', { name: 'Assortments', exact: true }).click();
    await page.waitForURL('**/product/assortments/quick-access');
    await openList(page, /^Reporting/, '/product/assortments/reporting');
    // The assortment export report, after its confirmation (part 1 §2 'reporting export confirmation').
    const reportSection = page.getByRole('region', { name: 'Assortment export' });
    await reportSection.getByRole('checkbox', { name: 'Add a sheet with every line' }).check();
    await reportSection.getByRole('button', { name: 'Export' }).click();
    const confirm = page.getByRole('dialog', { name: 'Export the report?' });
    const report = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Export' }).click();
    expect((await report).suggestedFilename()).toMatch(/^assortment-export-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.getByText(/^assortment-export-.*\.xlsx is downloaded$/).waitFor();
    // The same report mailed every week, and once now, as an attachment.
    await reportSection.getByRole('button', { name: 'Schedule…' }).click();
    const scheduleDialog = page.getByRole('dialog', { name: 'Mail this report on a schedule' });
    await scheduleDialog.getByRole('textbox', { name: 'To' }).fill('planning@stride.demo');
    const subject = `Weekly assortments ${Date.now().toString(36)}`;
    await scheduleDialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await scheduleDialog.getByRole('button', { name: 'Schedule' }).click();
    const scheduled = page.getByRole('region', { name: 'Scheduled reports' }).getByRole('row', { name: subject });
    await scheduled.getByRole('button', { name: 'Send now' }).click();
    await page.getByText('Sent to 1 recipient(s)').waitFor();
    await scheduled.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await scheduled.waitFor({ state: 'detached' });

    // The default route is quick access; a user who is not a manager has no reporting.
    const user = await browser.newPage();
    await logIn(user, 'user@stride.demo');
    await user.goto('/product/assortments');
    await user.waitForURL('**/product/assortments/quick-access');
    expect(await user.getByRole('tab', { name: 'Reporting' }).count()).toBe(0);
    await user.goto('/product/assortments/reporting');
    await user.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('creates an assortment, stars it, archives it, duplicates it and deletes both', async () => {
    const page = await browser.newPage();
    await logIn(page, 'manager@stride.demo');
    await page.goto('/product/assortments/all');
    const title = uniqueTitle('line plan');

    await page.getByRole('button', { name: 'New assortment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Assortment Type' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Customer' }).fill('Alpine Sports');
    await dialog.getByRole('combobox', { name: 'Product type' }).click();
    await page.getByRole('option', { name: 'Apparel' }).click();
    const created = answered(page, 'POST', /^\/api\/assortments$/);
    await dialog.getByRole('button', { name: 'Create assortment' }).click();
    const entry = (await (await created).json()) as Entry;
    await page.getByText('Assortment Created').waitFor();
    await page.waitForURL(
      (url) => url.pathname === `/product/assortments/assortment/${entry._id}/manage` || url.pathname === '/dashboard',
    );

    // Star: the toggle flips at once and the assortment is in the Starred list.
    await page.goto('/product/assortments/all');
    const starred = answered(page, 'PATCH', new RegExp(`/api/assortments/${entry._id}$`));
    await managerRow(page, title)
      .getByRole('button', { name: `Star ${title}` })
      .click();
    expect((await starred).request().postDataJSON()).toEqual({ starred: true });
    await managerRow(page, title)
      .getByRole('button', { name: `Remove the star from ${title}` })
      .waitFor();
    await openList(page, /^Starred/, '/product/assortments/starred');
    await managerRow(page, title).waitFor();

    // Archive (after the prompt): it leaves the other lists and is in the archive.
    await openList(page, /^All assortments/, '/product/assortments/all');
    await managerRow(page, title)
      .getByRole('button', { name: `Archive ${title}` })
      .click();
    await prompt(page).getByText('Archived Assortments will be available under the archive tab.').waitFor();
    const archived = answered(page, 'PATCH', new RegExp(`/api/assortments/${entry._id}$`));
    await prompt(page).getByRole('button', { name: 'Archive' }).click();
    expect((await archived).status()).toBe(200);
    await managerRow(page, title).waitFor({ state: 'detached' });
    await openList(page, /^Archived/, '/product/assortments/archived');
    await managerRow(page, title).waitFor();

    // Duplicate for yourself from the right-click menu: the copy is a new, unarchived assortment.
    await managerRow(page, title).locator('.ag-cell[col-id="productType"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Duplicate… (1)' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy assortments (1)' });
    await copy.getByRole('tab', { name: 'Duplicate for yourself', selected: true }).waitFor();
    expect(await copy.getByRole('textbox', { name: 'Title of the copy' }).inputValue()).toBe(`${title} (copy)`);
    const cloned = answered(page, 'POST', /\/api\/assortments\/cloneMany$/);
    await copy.getByRole('button', { name: 'Duplicate' }).click();
    expect(((await (await cloned).json()) as { status: string }).status).toBe('success');
    await page.getByText('Assortment Duplicated').waitFor();
    await openList(page, /^All assortments/, '/product/assortments/all');
    await managerRow(page, `${title} (copy)`).waitFor();

    // Delete: the menu names the assortment; the prompt confirms.
    for (const [tab, path, name] of [
      [/^All assortments/, '/product/assortments/all', `${title} (copy)`],
      [/^Archived/, '/product/assortments/archived', title],
    ] as const) {
      await openList(page, tab, path);
      await managerRow(page, name).locator('.ag-cell[col-id="method"]').click({ button: 'right' });
      await page.getByRole('menuitem', { name: `Delete assortment “${name}”` }).click();
      const deleted = answered(page, 'DELETE', /\/api\/assortments\/[\w-]+$/);
      await prompt(page).getByRole('button', { name: 'Delete' }).click();
      expect((await deleted).status()).toBe(200);
      await managerRow(page, name).waitFor({ state: 'detached' });
    }
  });

  it('makes a folder, moves assortments into it by drag and with "Move to…", and deletes it with its contents', async () => {
    const api = await assortmentsApiAs('manager@stride.demo');
    const dragged = await api.create(uniqueTitle('dragged'));
    const moved = await api.create(uniqueTitle('moved'));
    const page = await browser.newPage();
    await logIn(page, 'manager@stride.demo');
    await page.goto('/product/assortments/all');
    await managerRow(page, dragged.title).waitFor();

    const name = uniqueTitle('folder');
    await page.getByRole('toolbar', { name: 'All assortments' }).getByRole('button', { name: 'New Folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Folder' });
    await dialog.getByRole('textbox', { name: 'Folder name' }).fill(name);
    const createdFolder = answered(page, 'POST', /^\/api\/assortments$/);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    const folder = (await (await createdFolder).json()) as Entry;
    await folderRow(page, name).waitFor();

    // Drag: the whole row is the handle; dropped on the folder's header it lands in the folder.
    const from = await managerRow(page, dragged.title).locator('.ag-cell[col-id="region"]').boundingBox();
    const to = await folderRow(page, name).boundingBox();
    if (!from || !to) throw new Error('rows not on screen');
    const movedByDrag = answered(page, 'PATCH', new RegExp(`/api/assortments/${dragged._id}$`));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
    await page.mouse.move(to.x + 200, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    expect((await movedByDrag).request().postDataJSON()).toEqual({ parentId: folder._id });

    // "Move to…": the keyboard's way.
    await managerRow(page, moved.title).locator('.ag-cell[col-id="channel"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const move = page.getByRole('dialog', { name: `Move “${moved.title}”` });
    await move.getByRole('combobox', { name: 'Folder' }).click();
    await page.getByRole('option', { name }).click();
    const movedByMenu = answered(page, 'PATCH', new RegExp(`/api/assortments/${moved._id}$`));
    await move.getByRole('button', { name: 'Move' }).click();
    expect((await movedByMenu).request().postDataJSON()).toEqual({ parentId: folder._id });
    await expect
      .poll(async () =>
        (await api.list('all'))
          .filter((entry) => entry.parentId === folder._id)
          .map((entry) => entry._id)
          .sort(),
      )
      .toEqual([dragged._id, moved._id].sort());
    await expect.poll(() => folderRow(page, name).innerText()).toContain('2');

    // Deleting the folder deletes what it holds.
    await folderRow(page, name).click({ button: 'right' });
    await page.getByRole('menuitem', { name: `Delete folder “${name}”` }).click();
    const deleted = answered(page, 'DELETE', new RegExp(`/api/assortments/${folder._id}$`));
    await prompt(page).getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    await folderRow(page, name).waitFor({ state: 'detached' });
    const left = (await api.list('all')).map((entry) => entry._id);
    expect(left).not.toContain(dragged._id);
    expect(left).not.toContain(moved._id);
  });

  it('opens the assortment training from the Product menu (spec part 1 §2 Menus)', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page.goto('/product/assortments/all');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product' }).click();
    await page.getByRole('menuitem', { name: 'Assortment training' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assortment training' });
    await dialog.getByText('Redo: Alt+Z').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
