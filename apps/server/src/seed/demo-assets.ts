import { type LibraryType, libraryTypes } from '@stride/domain';
import { assetFiles, assets } from '../assets/tables.js';
import type { Database } from '../platform/db/database.js';
import { loadPdfKit, loadSharp } from '../platform/lazy-libraries.js';
import type { Storage } from '../platform/storage/storage.js';
import { type DemoAsset, demoAssets, demoFileKind } from './demo-assets-rows.js';
import type { Random } from './random.js';

/** A few hundred assets: enough for every library screen and manage view to look in use. */
const demoAssetCounts: Record<LibraryType, number> = {
  AdvertisingAsset: 90,
  AdvertisingLogo: 30,
  GlobalRetailAsset: 60,
  GlobalRetailResource: 25,
  ProductDocument: 50,
  StepAsset: 45,
};
const palette = ['#1f4e79', '#b03a2e', '#1e8449', '#7d3c98', '#b9770e', '#117a65', '#2e4053', '#a93226'];
const PICTURE = { width: 960, height: 640 };
const THUMBNAIL_WIDTH = 240;

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A coloured board with the library and subject written on it, as a product visual would be. */
export const boardSvg = (title: string, subtitle: string, colour: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE.width}" height="${PICTURE.height}">
  <rect width="100%" height="100%" fill="${colour}"/>
  <circle cx="780" cy="150" r="220" fill="#ffffff" fill-opacity="0.12"/>
  <rect x="60" y="420" width="840" height="4" fill="#ffffff" fill-opacity="0.7"/>
  <text x="60" y="360" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
  <text x="60" y="490" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#ffffff">${escapeXml(subtitle)}</text>
</svg>`);

export const renderPdf = async (title: string, subtitle: string, colour: string): Promise<Buffer> => {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.rect(0, 0, document.page.width, 160).fill(colour);
    document.fillColor('#ffffff').fontSize(30).text(title, 56, 60);
    document.fillColor('#222222').fontSize(14).text(subtitle, 56, 200);
    document.moveDown().fontSize(11).text('Stride demo document. '.repeat(40));
    document.end();
  });
};

type RenderedFile = {
  bytes: Buffer;
  contentType: string;
  width: number | null;
  height: number | null;
  thumbnail: Buffer;
};

/** One rendering per library and subject: assets about the same subject share their pictures. */
const renderFile = async (libraryType: LibraryType, subject: string, colour: string): Promise<RenderedFile> => {
  const sharp = await loadSharp();
  const board = boardSvg(subject, libraryType.replace(/([a-z])([A-Z])/g, '$1 $2'), colour);
  const thumbnail = await sharp(board).resize({ width: THUMBNAIL_WIDTH }).jpeg({ quality: 75 }).toBuffer();
  if (demoFileKind(libraryType) === 'pdf') {
    return {
      bytes: await renderPdf(subject, libraryType, colour),
      contentType: 'application/pdf',
      width: null,
      height: null,
      thumbnail,
    };
  }
  const bytes = await sharp(board).jpeg({ quality: 80 }).toBuffer();
  return { bytes, contentType: 'image/jpeg', ...PICTURE, thumbnail };
};

const INSERT_BATCH = 500;

/**
 * Demo library assets for every library in every state, with real files and thumbnails in the
 * storage when one is given (rows only otherwise, e.g. for benchmarks of the grid).
 */
export const seedDemoAssets = async (db: Database, random: Random, options: { now: number; storage?: Storage }) => {
  const seeded: DemoAsset[] = libraryTypes.flatMap((type) =>
    demoAssets(random, type, demoAssetCounts[type], options.now),
  );
  await storeDemoAssets(db, seeded, options.storage);
  return seeded.length;
};

/** Renders each subject's picture once, writes the files when there is a storage, and inserts the rows. */
export const storeDemoAssets = async (db: Database, seeded: DemoAsset[], storage: Storage | undefined) => {
  const rendered = new Map<string, RenderedFile>();
  const workingFile = await renderPdf('Working file', 'Layers and sources', '#555555');
  for (const { asset, files, subject } of seeded) {
    const id = `${asset.libraryType}/${subject}`;
    if (!rendered.has(id))
      rendered.set(id, await renderFile(asset.libraryType, subject, palette[rendered.size % palette.length] as string));
    const picture = rendered.get(id) as RenderedFile;
    for (const file of files) {
      const primary = file.usageType === 'Primary';
      Object.assign(file, {
        fileSize: primary ? picture.bytes.length : workingFile.length,
        contentType: primary ? picture.contentType : 'application/pdf',
        width: primary ? picture.width : null,
        height: primary ? picture.height : null,
        thumbnailKey: primary ? `${file.key}.thumb.jpg` : null,
      });
      if (storage) {
        await storage.put(file.key, primary ? picture.bytes : workingFile);
        if (primary) await storage.put(`${file.key}.thumb.jpg`, picture.thumbnail);
      }
    }
  }
  for (let start = 0; start < seeded.length; start += INSERT_BATCH) {
    const batch = seeded.slice(start, start + INSERT_BATCH);
    await db.insert(assets).values(batch.map((entry) => entry.asset));
    await db.insert(assetFiles).values(batch.flatMap((entry) => entry.files));
  }
};
