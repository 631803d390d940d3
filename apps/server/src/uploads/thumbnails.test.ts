import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../platform/storage/memory-storage.js';
import { renderThumbnail } from './thumbnails.js';

const pdfWithRedBox = () =>
  new Promise<Buffer>((resolve) => {
    const document = new PDFDocument({ size: 'A4', margin: 0 });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.rect(0, 0, 595, 421).fill('#ff0000');
    document.end();
  });

describe('renderThumbnail', () => {
  it('renders an image into a 400 px JPEG and answers its upright dimensions', async () => {
    const storage = createMemoryStorage();
    const png = await sharp({ create: { width: 1200, height: 600, channels: 4, background: '#00ff0080' } })
      .png()
      .toBuffer();
    await storage.put('uploads/a.png', png);
    const thumbnail = await renderThumbnail(storage, 'uploads/a.png', 'image/png');
    expect(thumbnail).toEqual({
      thumbnailKey: 'thumbnails/uploads/a.png.jpg',
      dimensions: { width: 1200, height: 600 },
    });
    const meta = await sharp(storage.objects.get('thumbnails/uploads/a.png.jpg')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 200]);
  });

  it('renders the first page of a PDF', async () => {
    const storage = createMemoryStorage();
    await storage.put('uploads/doc.pdf', await pdfWithRedBox());
    const thumbnail = await renderThumbnail(storage, 'uploads/doc.pdf', 'application/pdf');
    expect(thumbnail).toEqual({ thumbnailKey: 'thumbnails/uploads/doc.pdf.jpg', dimensions: null });
    // pdf.js (and its polyfills) stayed in the renderer's worker: in the server's isolate they
    // would slow every large JSON answer down twentyfold.
    expect((globalThis as { pdfjsLib?: unknown }).pdfjsLib).toBeUndefined();
    const image = sharp(storage.objects.get('thumbnails/uploads/doc.pdf.jpg'));
    const { width, height } = await image.metadata();
    expect(height).toBe(400);
    expect(width).toBeGreaterThan(270);
    // The top half is the red box, the bottom half the white page (JPEG: roughly).
    const pixel = async (top: number) => [
      ...(await image.clone().extract({ left: 20, top, width: 1, height: 1 }).raw().toBuffer()),
    ];
    expect((await pixel(30)).map((value) => Math.round(value / 50))).toEqual([5, 0, 0]);
    expect((await pixel(300)).map((value) => Math.round(value / 50))).toEqual([5, 5, 5]);
  });

  it('gives videos, broken images and missing files no thumbnail', async () => {
    const storage = createMemoryStorage();
    await storage.put('uploads/broken.jpg', Buffer.from('not a jpeg'));
    expect(await renderThumbnail(storage, 'uploads/broken.jpg', 'image/jpeg')).toBeNull();
    expect(await renderThumbnail(storage, 'uploads/film.mp4', 'video/mp4')).toBeNull();
    expect(await renderThumbnail(storage, 'uploads/missing.png', 'image/png')).toBeNull();
    expect([...storage.objects.keys()]).toEqual(['uploads/broken.jpg']);
  });
});
