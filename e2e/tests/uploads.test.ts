import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';

const MANAGE = '/advertising/libraries/manage/assets';
const stampOf = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A real PNG of noise (it hardly compresses, so it takes a moment to send), drawn by the browser. */
const noisePng = async (page: Page, size: number) => {
  const dataUrl = await page.evaluate((side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const image = context.createImageData(side, side);
    for (let index = 0; index < image.data.length; index++)
      image.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/png');
  }, size);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
};

/** A one-page PDF with a line of text, its cross-reference table computed. */
const onePagePdf = (text: string) => {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** Slows the page's uploads down so their progress can be seen (Chrome's network emulation). */
const throttleUploads = async (page: Page, bytesPerSecond: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
};

const sessionList = (page: Page) => page.getByRole('region', { name: 'Uploaded in this session' });
const sessionRow = (page: Page, filename: string) =>
  sessionList(page).getByTestId('upload-row').filter({ hasText: filename });

/** Rows the grid shows (a row is split over the pinned and centre containers; count it once). */
const gridRowCount = (page: Page) =>
  page
    .locator('.ag-row[row-index]')
    .evaluateAll((rows) => new Set(rows.map((row) => row.getAttribute('row-index'))).size);

const chooseFiles = (page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) =>
  page.getByLabel('Choose files').setInputFiles(files);

/** Spec part 1 §3 Upload file, §4 Uploads and downloads, §5 Upload rules; part 2 §7.10, §7.11, §8.3, §8.6. */
describe('uploads and downloads', () => {
  const browser = useBrowser();

  it('uploads an image and a PDF with progress; they wait in pending with thumbnails, a second file of the same name is refused, and both download as one zip', async () => {
    const page = await browser.newPage();
    await logIn(page, 'editor@stride.demo');
    await page.goto(`${MANAGE}/upload`);
    const stamp = stampOf();
    const image = { name: `E2E hero ${stamp}.png`, mimeType: 'image/png', buffer: await noisePng(page, 900) };
    const pdf = { name: `E2E brief ${stamp}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf(`Brief ${stamp}`) };
    const imageName = `E2E_hero_${stamp}.png`;
    const pdfName = `E2E_brief_${stamp}.pdf`;

    await page.getByRole('radio', { name: 'Primary' }).check();
    const unthrottle = await throttleUploads(page, 400 * 1024);
    const parts = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/api/upload/'),
    );
    await chooseFiles(page, [image, pdf]);

    // The global uploader lists both files; the image's progress bar moves while it is sent.
    const uploader = page.getByRole('region', { name: 'Uploads' });
    await uploader.getByText(/of 2 files uploaded/).waitFor();
    await parts;
    const imageProgress = page.getByRole('progressbar', { name: `Upload progress of ${imageName}` }).first();
    await imageProgress.waitFor();
    await page.waitForFunction(
      (label) => Number(document.querySelector(`[aria-label="${label}"]`)?.getAttribute('aria-valuenow')) > 0,
      `Upload progress of ${imageName}`,
    );
    await unthrottle();

    for (const name of [imageName, pdfName]) {
      await sessionRow(page, name).and(page.locator('[data-status="success"]')).waitFor({ timeout: 30_000 });
      await expect
        .poll(() =>
          sessionRow(page, name)
            .getByRole('img', { name: `Thumbnail of ${name}` })
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
    }
    // Ended files leave the global queue after a short delay.
    await uploader.waitFor({ state: 'detached', timeout: 10_000 });

    // The same name again is refused before any byte is sent.
    const created: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/upload/aws/s3/create')) created.push(request.url());
    });
    await chooseFiles(page, [image]);
    await page.getByTestId('toast').getByText(`Error: An asset named ${imageName} already exists`).waitFor();
    await sessionRow(page, imageName).getByText('Another asset already has this name').waitFor();
    expect(created).toEqual([]);

    // Both wait in pending, with a thumbnail each.
    await page.goto(`${MANAGE}/pending?keyword=${stamp}`);
    await expect.poll(() => gridRowCount(page), { timeout: 15_000 }).toBe(2);
    const thumbnails = page.locator('.ag-row img[src*="/thumbnail"]');
    await expect.poll(() => thumbnails.count()).toBe(2);
    await expect
      .poll(() => thumbnails.evaluateAll((images: HTMLImageElement[]) => images.every((img) => img.naturalWidth > 0)))
      .toBe(true);

    // Selected together, they download as one zip holding both files.
    for (const index of [0, 1])
      await page.locator(`.ag-row[row-index="${index}"] .ag-selection-checkbox input`).first().check();
    await page.getByRole('button', { name: 'Download selected (2)' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Primary files' }).click();
    await page.getByRole('region', { name: 'Downloads' }).getByText('Download started').waitFor();
    const zip = await readFile((await (await download).path()) as string);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    const entries = zip.toString('latin1');
    expect(entries).toContain(imageName);
    expect(entries).toContain(pdfName);
  }, 150_000);

  it('cancels an upload in flight: the stored parts are discarded and nothing reaches pending', async () => {
    const page = await browser.newPage();
    await logIn(page, 'editor@stride.demo');
    await page.goto(`${MANAGE}/upload`);
    const stamp = stampOf();
    const name = `E2E_cancel_${stamp}.png`;
    const buffer = await noisePng(page, 900);
    await throttleUploads(page, 100 * 1024);
    const aborted = page.waitForRequest((request) => request.url().endsWith('/api/upload/aws/s3/abort'));
    const parts = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/api/upload/'),
    );
    await chooseFiles(page, [{ name, mimeType: 'image/png', buffer }]);
    await parts;

    await sessionRow(page, name)
      .getByRole('button', { name: `Cancel upload of ${name}` })
      .click();
    await sessionRow(page, name).getByText('Cancelled').waitFor();
    await aborted;
    // A cancelled file leaves the global queue at once.
    await page.getByRole('region', { name: 'Uploads' }).waitFor({ state: 'detached' });

    const listed = page.waitForResponse((response) => response.url().includes('/api/assets?') && response.ok());
    await page.goto(`${MANAGE}/pending?keyword=${stamp}`);
    await listed;
    await page.locator('.ag-root').waitFor();
    await page.getByText('Assets: 0').waitFor();
    expect(await gridRowCount(page)).toBe(0);
  }, 120_000);
});
