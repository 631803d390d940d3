import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { managePath, ownAssortment } from '../support/assortment-grid';
import { logIn, useBrowser } from '../support/browser';

/** Issue 24: what a browser on a slow link is sent, and what it is spared. */
describe('delivery over the network', () => {
  const browser = useBrowser();

  it('gets scripts and an assortment compressed, and opening the unchanged assortment again moves no lines', async () => {
    const page = await browser.newPage();
    await logIn(page, 'user@stride.demo');
    const own = await ownAssortment(page, 30);
    const reads: Response[] = [];
    const scripts: Response[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === `/api/assortments/${own._id}`) reads.push(response);
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(response);
    });
    const firstName = page
      .getByTestId('grid-assortment-grid')
      .locator('.ag-row[row-index="0"] .ag-cell[col-id="name"]');

    await page.goto(managePath(own._id));
    await firstName.filter({ hasText: /\S/ }).waitFor();
    const opened = reads.at(-1)!;
    expect(opened.status()).toBe(200);
    expect((await opened.request().sizes()).responseBodySize).toBeGreaterThan(1000);
    expect(await opened.headerValue('content-encoding')).toBe('br');
    expect(await opened.headerValue('etag')).toMatch(/^W\//);
    // Scripts the browser had not kept yet came as the build compressed them.
    const fetched = scripts.filter((script) => !script.fromServiceWorker() && script.status() === 200);
    for (const script of fetched) expect(await script.headerValue('content-encoding')).toBe('br');

    reads.length = 0;
    await page.reload();
    await firstName.filter({ hasText: /\S/ }).waitFor();
    // Revalidated: the server answered 304 with no body, and the browser used the copy it kept
    // (Chromium reports it as the kept 200).
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      expect(read.status()).toBe(200);
      expect((await read.request().sizes()).responseBodySize).toBe(0);
    }
  });
});
