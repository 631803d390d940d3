import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';

const detailHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Spec part 1 §2 showroom routes and digital showroom sites; a buyer's tablet at a trade show, offline too. */
describe('digital showroom', () => {
  const browser = useBrowser();

  it('browses a showroom at 1024×768 from its site to a detail, steps by swipe and keys, and keeps working offline', async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    await logIn(page, 'user@stride.demo');
    await page.goto('/showroom');
    await page.waitForURL('**/showroom/spring26');
    await page.getByRole('link', { name: /Spring 2026 Footwear Showroom/ }).click();

    // Start screen: the category browser, full screen (no app bar).
    const categories = page.getByRole('navigation', { name: 'Categories' });
    const firstCategory = categories.getByRole('link').first();
    const group = (await firstCategory.getByRole('heading').textContent()) ?? '';
    await firstCategory.click();
    await page.getByRole('heading', { name: group, level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/showroom\/divider\/[a-z0-9-]+$/);

    await page.getByRole('listitem').first().getByRole('link').click();
    await page.waitForURL(/\/showroom\/detail\/[A-Z0-9]+_[A-Z0-9]+$/);
    const image = page.getByTestId('showroom-detail-image');
    await image.waitFor();
    // The demo showroom's first line has its own picture: the detail opens on it, large.
    expect(await image.getAttribute('src')).toMatch(/^\/api\/assortments\/[^/]+\/files\/[^/]+\?size=large$/);
    const first = await detailHeading(page).textContent();

    // Swipe left: the next style.
    const box = (await image.boundingBox())!;
    const at = (x: number) => ({ pointerType: 'touch', isPrimary: true, clientX: x, clientY: box.y + box.height / 2 });
    await image.dispatchEvent('pointerdown', at(box.x + box.width * 0.8));
    await image.dispatchEvent('pointerup', at(box.x + box.width * 0.2));
    await expect.poll(() => detailHeading(page).textContent()).not.toBe(first);
    const shown = await detailHeading(page).textContent();
    const second = page.url();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => detailHeading(page).textContent()).toBe(first);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => detailHeading(page).textContent()).toBe(shown);
    expect(page.url()).toBe(second);

    await page.getByRole('button', { name: 'Save for offline' }).click();
    await page.getByText(/Saved for offline/).waitFor({ timeout: 45_000 });

    await page.context().setOffline(true);
    await page.reload();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await expect.poll(() => detailHeading(page).textContent()).toBe(shown);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });

  it("sets an assortment's showroom up from its grid: the start screen chosen opens first", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, 'user@stride.demo');
    const catalogue = await (
      await page.request.post('/api/products/fetch', {
        data: { productType: 'Footwear', lineStatus: 'A', limit: 4, options: { summary: true } },
      })
    ).json();
    const created = await page.request.post('/api/assortments', {
      data: {
        title: `E2E showroom ${Date.now().toString(36)}`,
        products: catalogue.data.map(({ style, color }: { style: string; color: string }) => ({ style, color })),
      },
    });
    const { _id } = (await created.json()) as { _id: string };
    await page.goto(`/product/assortments/assortment/${_id}/manage`);
    await page.getByRole('link', { name: 'Showroom', exact: true }).click();
    await page.waitForURL(`**/product/assortments/assortment/${_id}/showroom-config`);
    await page.getByRole('radio', { name: 'Search all lines' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Showroom settings saved').waitFor();
    await page.getByRole('link', { name: 'Open the showroom' }).click();
    await page.waitForURL(`**/product/assortments/assortment/${_id}/showroom**`);
    await page.getByRole('searchbox', { name: 'Search all' }).waitFor();
  });
});
