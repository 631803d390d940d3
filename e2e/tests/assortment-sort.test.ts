import { describe, expect, it } from 'vitest';
import { ownAssortment, storedAssortment } from '../support/assortment-grid';
import { logIn, useBrowser } from '../support/browser';

type Assortment = {
  _id: string;
  title: string;
  displayGroups: string[];
  products: { id: string; style: string; displayGroup: string | null }[];
};

const sortPath = (id: string) => `/product/assortments/assortment/${id}/sort`;

/** Spec part 1 §2 (group sort), §3 "Group sort group", §4 (moves batched after 500 ms); part 2 §7.3. */
describe('assortment group sort', () => {
  const browser = useBrowser();

  it('creates a group, moves a style into it with the keyboard, and keeps it after a reload', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    // An assortment of the test's own: every line starts in Uncategorized, whatever other tests did.
    const demo = await ownAssortment(page, 4);
    await page.goto(sortPath(demo._id));
    await page.getByRole('heading', { name: demo.title, level: 1 }).waitFor();
    const uncategorized = page.getByRole('region', { name: 'Uncategorized' });
    await uncategorized.getByTestId('sort-style').first().waitFor();

    // A new group: named in a dialog, placed just above Uncategorized.
    const title = `E2E ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await dialog.getByLabel('Group name').fill(title);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const group = page.getByRole('region', { name: title, exact: true });
    await group.getByText('Styles: 0').waitFor();

    // The first style of Uncategorized goes up into the group above it: Alt+ArrowUp.
    const card = uncategorized.getByTestId('sort-style').first();
    const label = (await card.getAttribute('aria-label')) ?? '';
    const style = label.split(' ')[1] ?? '';
    await card.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await group.getByRole('listitem', { name: label, exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
    await group.getByText('Styles: 1').waitFor();
    // Read until the move is stored: 'Saved' also shows in the quiet before a send.
    const groupsOfStyle = async () => {
      const stored = (await storedAssortment(page, demo._id)) as unknown as Assortment;
      return {
        last: stored.displayGroups.at(-1),
        groups: [...new Set(stored.products.filter((product) => product.style === style).map((p) => p.displayGroup))],
      };
    };
    await expect.poll(groupsOfStyle, { timeout: 10_000 }).toEqual({ last: title, groups: [title] });

    // After a reload the group is there, above Uncategorized, with the style in it.
    await page.reload();
    await page.getByRole('heading', { name: demo.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: `Expand ${title}` }).click();
    await group.getByRole('listitem', { name: label, exact: true }).waitFor();
    const titles = await page.getByTestId('sort-group').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(titles.slice(-2)).toEqual([title, 'Uncategorized']);
    expect(await uncategorized.getByRole('listitem', { name: label, exact: true }).count()).toBe(0);
  });
});
