import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { logIn, useBrowser } from '../support/browser';

type AssetRow = { _id: string; name: string; files: { _id: string; filename: string; usageType: string }[] };

const assetCount = async (page: Page) => {
  const text = await page.getByTestId('result-count').innerText();
  return Number(/: ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
};

/** Waits until the asset count shows `expected`. */
const countIs = (page: Page, expected: number) =>
  page
    .getByTestId('result-count')
    .getByText(`Assets: ${expected.toLocaleString('en-US')}`)
    .waitFor();

const row = (page: Page, name: string) =>
  page.locator('.ag-row').filter({ has: page.locator(`.ag-cell[col-id="name"]`, { hasText: name }) });
const cell = (page: Page, name: string, colId: string) => row(page, name).locator(`.ag-cell[col-id="${colId}"]`);
/** The name in a grid row, once its block has loaded (rows show empty while their page is on its way). */
const nameOfRow = (page: Page, index: number) =>
  page.locator(`.ag-row[row-index="${index}"] .ag-cell[col-id="name"]`).filter({ hasText: /\S/ }).innerText();

const batchAnswer = (page: Page) =>
  page.waitForResponse((response: Response) => response.url().includes('/batch/many'), { timeout: 15_000 });

/** Spec part 1 §2 (libraries), §3 and §4 library assets, §5 publish validity; part 2 §7.9. */
describe('libraries', () => {
  const browser = useBrowser();

  it('leads a user from the landing tiles into a filtered grid, filters by URL, previews and downloads', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page
      .getByRole('region', { name: 'Your areas' })
      .getByRole('link', { name: /Advertising assets/ })
      .click();
    await page.waitForURL('**/advertising/libraries/assets-landing');
    await page.getByRole('heading', { name: 'Advertising assets', level: 1 }).waitFor();

    // A tile per asset type, with its number of published assets, opens the grid filtered by it.
    const tile = page.getByTestId('landing-tile').filter({ hasText: 'Print Ad' });
    const tileCount = Number(/Assets: (\d+)/.exec(await tile.innerText())?.[1]);
    expect(tileCount).toBeGreaterThan(0);
    await tile.click();
    await page.waitForURL(
      (url) => url.pathname === '/advertising/libraries/assets' && url.searchParams.get('assetType') === 'Print Ad',
    );
    await countIs(page, tileCount);
    await page.getByRole('button', { name: 'Asset type: Print Ad' }).waitFor();

    // An option filter lists values with counts; choosing one adds a chip, narrows the grid and lands in the URL.
    await page.getByRole('combobox', { name: 'Category' }).click();
    const option = page.getByRole('option').first();
    const [category = '', count = ''] = (await option.innerText()).split('\n');
    await option.click();
    await page.getByRole('button', { name: `Category: ${category}` }).waitFor();
    await countIs(page, Number(count));
    expect(new URL(page.url()).searchParams.getAll('category')).toEqual([category]);
    expect(await page.locator('.ag-row').count()).toBe(Number(count));
    const rows = await page.locator('.ag-row .ag-cell[col-id="category"]').allInnerTexts();
    expect(new Set(rows)).toEqual(new Set([category]));

    // Double click opens the previewer: the picture itself and a download of the file.
    const first = await nameOfRow(page, 0);
    await row(page, first).locator('.ag-cell[col-id="name"]').dblclick();
    const previewer = page.getByRole('dialog', { name: first });
    const image = previewer.getByTestId('previewer-content').locator('img');
    await image.waitFor();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
    const download = previewer.getByRole('link', { name: 'Download file' });
    const href = (await download.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/assets\/files\/[\w-]+\?download=1$/);
    const answer = await page.request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-disposition']).toContain('attachment');
    await previewer.getByRole('button', { name: 'Close' }).click();

    // Back to the library route after moving on clears its filters (spec part 1 §2).
    await page.getByRole('link', { name: 'Browse by category' }).click();
    await page.waitForURL('**/advertising/libraries/assets-landing');
    // The landing page drawn, as a person would see it before going back: the address changes
    // before the router has shown the new page, and a back press before that never left the grid.
    await page.getByTestId('landing-tile').first().waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/advertising/libraries/assets' && url.search === '');
    expect(await page.getByRole('button', { name: /^Category: / }).count()).toBe(0);
  });

  it('marks a STEP asset seen once the user has previewed it', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    await page.goto('/sales/libraries/STEP');
    await page.getByRole('heading', { name: 'STEP training', level: 1 }).waitFor();
    const name = await nameOfRow(page, 0);
    expect(await cell(page, name, 'seen').getByTestId('seen-marker').count()).toBe(0);

    const flagged = page.waitForRequest((request) => request.url().endsWith('/api/userFlags'));
    await cell(page, name, 'name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Preview' }).click();
    expect((await flagged).postDataJSON()).toMatchObject({ flag: 'seen', libraryType: 'StepAsset' });
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Close' }).click();
    await cell(page, name, 'seen').getByTestId('seen-marker').waitFor();

    // The flag is the user's and stays: a new visit shows it too.
    await page.reload();
    await cell(page, name, 'seen').getByTestId('seen-marker').waitFor();
  });

  it('lets an editor publish a pending asset once its missing field is filled, and delete another', async () => {
    const page = await browser.newPage();
    await logIn(page, 'editor@stride.demo');
    await page.goto('/advertising/libraries/manage');
    await page.waitForURL('**/advertising/libraries/manage/assets/pending');
    await page.goto('/advertising/libraries/manage/assets/pending?assetType=Window+Display');
    await page.getByRole('heading', { name: 'Manage Advertising assets', level: 1 }).waitFor();
    await page
      .getByTestId('result-count')
      .getByText(/Assets: \d/)
      .waitFor();
    const pending = await assetCount(page);
    const name = await nameOfRow(page, 0);

    // In the pending view a required field may be cleared; the change is saved after the edit pause.
    const cleared = batchAnswer(page);
    await cell(page, name, 'category').click();
    await page.keyboard.press('Delete');
    expect((await cleared).status()).toBe(200);
    await cell(page, name, 'category').filter({ hasText: /^$/ }).waitFor();

    // Publishing it now is refused: the row and the cell are marked, the field named in the user's language.
    const refused = batchAnswer(page);
    await cell(page, name, 'name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Move to Published (1)' }).click();
    expect((await refused).status()).toBe(400);
    await page.getByTestId('publish-problems').getByText(`${name}: missing Category`).waitFor();
    await expect.poll(() => cell(page, name, 'category').getAttribute('class')).toContain('asset-cell-problem');
    await countIs(page, pending);

    // Filled in, it publishes; the grid reloads without it.
    const filled = batchAnswer(page);
    await cell(page, name, 'category').dblclick();
    await page.keyboard.type('Lifestyle');
    await page.keyboard.press('Enter');
    expect((await filled).status()).toBe(200);
    await page.getByTestId('publish-problems').waitFor({ state: 'detached' });
    const published = batchAnswer(page);
    await cell(page, name, 'name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Move to Published (1)' }).click();
    expect((await published).status()).toBe(200);
    await countIs(page, pending - 1);
    await row(page, name).waitFor({ state: 'detached' });

    // Delete from the toolbar with a selection; the deleted view holds it afterwards.
    const other = await nameOfRow(page, 0);
    await row(page, other).locator('.ag-selection-checkbox input').check();
    const deleted = batchAnswer(page);
    await page
      .getByRole('toolbar', { name: 'Selected assets' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    expect((await deleted).status()).toBe(200);
    await countIs(page, pending - 2);
    await page.getByRole('tab', { name: 'Deleted' }).click();
    await page.waitForURL('**/advertising/libraries/manage/assets/deleted');
    await page.getByRole('textbox', { name: 'Keyword' }).fill(other.replace(/\.\w+$/, ''));
    await row(page, other).waitFor();

    // The published asset is in the library users browse.
    await page.goto(`/advertising/libraries/assets?keyword=${encodeURIComponent(name.replace(/\.\w+$/, ''))}`);
    await row(page, name).waitFor();
    await cell(page, name, 'category').getByText('Lifestyle').waitFor();
  });

  it("moves an asset's working file into another asset, then deletes it from that asset's files", async () => {
    const editor = await apiAs('editor@stride.demo');
    const pendingAssets = async () =>
      (await editor.get<{ data: AssetRow[] }>('assets?libraryType=GlobalRetailAsset&manage=pending&limit=200')).data;
    const assets = await pendingAssets();
    const source = assets.find((asset) => asset.files.some((file) => file.usageType === 'Working File'));
    const target = assets.find((asset) => asset !== source && !asset.name.startsWith(source?.name.split('_')[0] ?? ''));
    if (!source || !target) throw new Error('the seed has no pending global retail asset with a working file');
    const workingFile = source.files.find((file) => file.usageType === 'Working File')!;
    const stem = (name: string) => name.replace(/\.\w+$/, '');

    const page = await browser.newPage();
    await logIn(page, 'editor@stride.demo');
    await page.goto(`/global-retail/libraries/manage/pending?keyword=${encodeURIComponent(stem(source.name))}`);
    await cell(page, source.name, 'name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Move a file into another asset…' }).click();
    const merge = page.getByRole('dialog', { name: 'Source/Working File Merge' });
    await merge.getByRole('combobox', { name: 'File to move' }).getByText(workingFile.filename).waitFor();
    await merge.getByRole('combobox', { name: 'Target asset' }).fill(stem(target.name));
    await page.getByRole('option', { name: target.name }).click();
    const moved = batchAnswer(page);
    await merge.getByRole('button', { name: 'Move file' }).click();
    expect((await moved).status()).toBe(200);
    await merge.waitFor({ state: 'detached' });
    const afterMove = await pendingAssets();
    expect(afterMove.find((asset) => asset._id === source._id)?.files.map((file) => file._id)).not.toContain(
      workingFile._id,
    );
    expect(afterMove.find((asset) => asset._id === target._id)?.files.map((file) => file._id)).toContain(
      workingFile._id,
    );

    // The target's files now list it; deleting it there removes it from the asset.
    await page.getByRole('textbox', { name: 'Keyword' }).fill(stem(target.name));
    await cell(page, target.name, 'name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Files…' }).click();
    const files = page.getByRole('dialog', { name: `Files of ${target.name}` });
    const deleted = batchAnswer(page);
    await files.getByRole('button', { name: `Delete ${workingFile.filename}` }).click();
    expect((await deleted).status()).toBe(200);
    await files.getByRole('button', { name: `Delete ${workingFile.filename}` }).waitFor({ state: 'detached' });
    const afterDelete = await pendingAssets();
    expect(afterDelete.find((asset) => asset._id === target._id)?.files.map((file) => file._id)).not.toContain(
      workingFile._id,
    );
  });
});
