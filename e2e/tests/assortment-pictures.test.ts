import { describe, expect, it } from 'vitest';
import {
  gridCell as cell,
  managePath,
  ownAssortment,
  productCount,
  rowIdAt,
  storedAssortment,
} from '../support/assortment-grid';
import { logIn, useBrowser } from '../support/browser';

/** A real 1×1 PNG: the server sniffs the bytes, not the name. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

/** Spec part 1 §2 dialogs 'logo setting' and 'product image', §3 Upload usage types, §5 Upload rules. */
describe('assortment pictures', () => {
  const browser = useBrowser();

  it("uploads the assortment's logo and a line's own picture, and goes back to the catalogue's", async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 3);
    await page.goto(managePath(own._id));
    await productCount(page, 3);

    // The logo, from the grid's header.
    await page.getByRole('button', { name: 'Logo setting' }).click();
    const logoDialog = page.getByRole('dialog', { name: 'Logo setting' });
    await logoDialog.getByText('No logo yet').waitFor();
    await logoDialog.getByTestId('file-input-assortmentLogo').setInputFiles(png('acme logo.png'));
    await logoDialog.getByRole('img', { name: `Logo of ${own.title}` }).waitFor();
    await logoDialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Logo setting' }).getByRole('img').waitFor();
    expect((await storedAssortment(page, own._id)) as unknown).toMatchObject({
      logo: expect.stringMatching(new RegExp(`^/api/assortments/${own._id}/files/`)),
    });

    // A line's own picture, from its right-click menu: the grid shows it instead of the catalogue's.
    const line = (await rowIdAt(page, 1)) ?? '';
    await cell(page, line, 'name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Product image…' }).click();
    const pictureDialog = page.getByRole('dialog', { name: /^Product image: / });
    await pictureDialog.getByTestId('file-input-product').setInputFiles(png('sample shot.png'));
    await pictureDialog.waitFor({ state: 'hidden' });
    const ownPicture = cell(page, line, 'picture').locator(`img[src^="/api/assortments/${own._id}/files/"]`);
    await ownPicture.waitFor();
    const stored = await storedAssortment(page, own._id);
    const thumbnails = stored.products.map((row) => (row as unknown as { thumbnail: string | null }).thumbnail);
    expect(thumbnails.filter(Boolean)).toHaveLength(1);
    expect(await ownPicture.getAttribute('src')).toBe(thumbnails[1]);

    // Back to the catalogue's picture: an edit of the line, saved like any other.
    await cell(page, line, 'name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Product image…' }).click();
    await page
      .getByRole('dialog', { name: /^Product image: / })
      .getByRole('button', { name: 'Use catalogue picture' })
      .click();
    await cell(page, line, 'picture').locator('img[src^="/api/products/images/"]').waitFor();
    // Read until the edit is stored: 'Saved' also shows in the quiet before a send.
    const storedThumbnails = async () =>
      (await storedAssortment(page, own._id)).products.map(
        (row) => (row as unknown as { thumbnail: string | null }).thumbnail,
      );
    await expect.poll(storedThumbnails, { timeout: 10_000 }).toEqual([null, null, null]);
    // It is one undo step: Ctrl+Z brings the line's own picture back.
    await cell(page, line, 'name').click();
    await page.keyboard.press('ControlOrMeta+z');
    await ownPicture.waitFor();
    await expect.poll(storedThumbnails, { timeout: 10_000 }).toEqual(thumbnails);
  });

  it("gives a display group a preview image and a source file from the group sort page's Content tab", async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 3);
    const grouped = await page.request.patch(`/api/assortments/${own._id}`, { data: { displayGroups: ['Trail'] } });
    expect(grouped.status()).toBe(200);
    await page.goto(`/product/assortments/assortment/${own._id}/sort`);
    const group = page.getByRole('region', { name: 'Trail', exact: true });
    await group.getByRole('button', { name: 'Expand Trail' }).click();
    await group.getByRole('tab', { name: 'Content' }).click();
    await group.getByText('No preview image yet').waitFor();

    await group.getByTestId('file-input-displayGroup').setInputFiles(png('trail preview.png'));
    await group.getByRole('img', { name: 'Preview of Trail' }).waitFor();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF\n')]);
    await group
      .getByTestId('file-input-displayGroupSource')
      .setInputFiles({ name: 'trail.pdf', mimeType: 'application/pdf', buffer: pdf });
    await group.getByRole('link', { name: 'Download the source file' }).waitFor();

    const content = async () =>
      ((await storedAssortment(page, own._id)) as unknown as { customContent: Record<string, unknown>[] })
        .customContent;
    await expect.poll(content, { timeout: 10_000 }).toEqual([
      {
        displayGroup: 'Trail',
        html: null,
        previewJpg: expect.stringMatching(/\/files\//),
        sourceFile: expect.stringMatching(/\/files\//),
      },
    ]);
  });
});
