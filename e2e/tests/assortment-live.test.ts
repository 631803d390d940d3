import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storedAssortment } from '../support/assortment-grid';
import { logIn, useBrowser } from '../support/browser';

const managePath = (id: string) => `/product/assortments/assortment/${id}/manage`;
const grid = (page: Page) => page.getByTestId('grid-assortment-grid');
const cell = (page: Page, rowId: string, colId: string) =>
  grid(page).locator(`.ag-row[row-id="${rowId}"] .ag-cell[col-id="${colId}"]`);
const saved = (page: Page) => page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor();

const typeInto = async (page: Page, rowId: string, colId: string, text: string) => {
  await cell(page, rowId, colId).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
};

/** A static assortment of the signed-in user's own with the first active footwear style-colours. */
const ownAssortment = async (page: Page, count: number) => {
  const catalogue = await (
    await page.request.post('/api/products/fetch', {
      data: { productType: 'Footwear', lineStatus: 'A', limit: count, options: { summary: true } },
    })
  ).json();
  const created = await page.request.post('/api/assortments', {
    data: {
      title: `E2E live ${Date.now().toString(36)}`,
      products: catalogue.data.map(({ style, color }: { style: string; color: string }) => ({ style, color })),
    },
  });
  return (await created.json()) as { _id: string; title: string };
};

const rowIds = async (page: Page, id: string) => (await storedAssortment(page, id)).products.map((row) => row.id);

/** Issue 9 "Beyond the spec": live co-editing; spec part 2 §8.3 userLock. */
describe('assortments, two people at once', () => {
  const browser = useBrowser();

  it('shows who else is in the assortment and their saved edits within a second', async () => {
    const owner = await browser.newPage();
    await logIn(owner, 'user@stride.demo');
    const assortment = await ownAssortment(owner, 3);
    const [first] = await rowIds(owner, assortment._id);
    await owner.goto(managePath(assortment._id));
    await cell(owner, first!, 'discountPercent').waitFor();

    // A manager opens the same assortment (managers oversee every line plan).
    const manager = await browser.newPage();
    await logIn(manager, 'manager@stride.demo');
    await manager.goto(managePath(assortment._id));
    await cell(manager, first!, 'discountPercent').waitFor();
    await owner.getByTestId('presence').getByText('EW').waitFor();
    await manager.getByTestId('presence').getByText('MT').waitFor();

    // The owner's edit appears in the manager's grid without a reload.
    await typeInto(owner, first!, 'discountPercent', '12');
    await saved(owner);
    const savedAt = Date.now();
    await cell(manager, first!, 'discountPercent').getByText('12.00%').waitFor();
    expect(Date.now() - savedAt).toBeLessThan(1_000);

    // The manager leaves: the owner is alone again.
    await manager.close();
    await expect.poll(() => owner.getByTestId('presence').count(), { timeout: 10_000 }).toBe(0);
  });

  it('refuses an edit made on data someone else has changed since, with the userLock toast and a reload', async () => {
    const owner = await browser.newPage();
    await logIn(owner, 'user@stride.demo');
    const assortment = await ownAssortment(owner, 2);
    const [first] = await rowIds(owner, assortment._id);

    // The manager's live stream is cut, as on a flaky network: their grid keeps the old data.
    const manager = await browser.newPage();
    await logIn(manager, 'manager@stride.demo');
    await manager.route('**/events', (route) => route.abort());
    await manager.goto(managePath(assortment._id));
    await cell(manager, first!, 'colorNote').waitFor();

    await owner.goto(managePath(assortment._id));
    await typeInto(owner, first!, 'colorNote', 'Owner note');
    await saved(owner);

    await typeInto(manager, first!, 'colorNote', 'Manager note');
    const toast = manager
      .getByTestId('toast')
      .getByText(
        'Your changes were not saved. The underlying data might be different than how you see it. Click here to reload the page.',
      );
    await toast.waitFor();
    // Nothing of the refused batch was written.
    const stored = await storedAssortment(owner, assortment._id);
    expect(stored.products.find((row) => row.id === first)?.colorNote).toBe('Owner note');
    // Reloading shows the owner's note.
    await manager.getByTestId('toast').getByRole('button', { name: 'Reload' }).click();
    await cell(manager, first!, 'colorNote').getByText('Owner note').waitFor();
  });
});
