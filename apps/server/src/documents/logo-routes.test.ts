import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';
import { countPdfPages } from '../../test/pdf.js';
import { uploadBytes } from '../../test/upload-bytes.js';
import { seasons } from '../seasons/tables.js';

let c: AssortmentTestApp;
let owner: AssortmentCaller;
/** A year no other test file uses, so the shared PostgreSQL database has no season of it yet. */
const year = 2040 + Math.floor(Math.random() * 55);
const seasonIds: string[] = [];

const logoPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 31, g: 78, b: 121, alpha: 1 } } })
    .png()
    .toBuffer();

const newAssortment = async (body: Record<string, unknown>) => {
  const products = c.footwear.slice(0, 3).map(({ style, color }) => ({ style, color }));
  const { status, answer } = await owner.call('/api/assortments', {
    body: { title: 'Logo Styles', channel: 'Wholesale', products, ...body },
  });
  expect(status).toBe(200);
  return answer._id as string;
};

/** A season of the test's year with a customer logo, set through the season customer logo upload. */
const seasonWithLogo = async (season: 'Spring' | 'Fall', channel: 'Wholesale' | 'Retail') => {
  const { status, answer } = await owner.call('/api/assortmentSeasons', {
    body: {
      season,
      year,
      channel,
      seasonSets: [
        { shortName: 'LOGO', region: 'Domestic', orgType: 'internal', method: 'static', productType: 'Footwear' },
      ],
    },
  });
  expect({ status, answer }).toMatchObject({ status: 200 });
  seasonIds.push(answer.id);
  const bytes = await logoPng(300, 100);
  const announced = await owner.call(`/api/assortmentSeasons/${answer.id}/files`, {
    body: { usageType: 'assortmentLogo', filename: 'customer.png', fileSize: bytes.length },
  });
  expect(announced).toMatchObject({ status: 200 });
  expect(await uploadBytes(c.t, owner.cookie, announced.answer.upload, bytes)).toBe(200);
  return answer.id as string;
};

/** No line pictures: whatever image the document holds is the logo. */
const settings = { includeImages: false };
const download = async (format: 'xlsx' | 'pdf', assortment: string, extra: Record<string, boolean> = {}) => {
  const documentType =
    format === 'pdf'
      ? { type: 'pdf', name: 'Linesheet', subType: 'Expanded' }
      : { type: 'Spreadsheet', name: 'Linesheet', subType: 'Expanded' };
  const response = await c.t.call(`/api/assortment-documents/${format}`, {
    body: { assortment, documentType, settings: { ...settings, ...extra } },
    cookie: owner.cookie,
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

/** The images a pdf embeds, and the pages that draw one. */
const pdfImages = (pdf: Buffer) => {
  const text = pdf.toString('latin1');
  return {
    embedded: text.match(/\/Subtype\s*\/Image\b/g)?.length ?? 0,
    pagesDrawing: text.match(/\/XObject\s*<<\s*\/I\d+/g)?.length ?? 0,
    pages: countPdfPages(pdf),
  };
};

const workbookOf = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  return { sheet, media: workbook.model.media };
};

beforeAll(async () => {
  c = await createAssortmentTestApp(12);
  owner = await c.caller('user', undefined, [
    { domain: 'internalAssortments', role: 'adminEditor', subRole: 'seniorEditor' },
  ]);
  await seasonWithLogo('Fall', 'Wholesale');
}, 240_000);
afterAll(async () => {
  for (const id of seasonIds) await c?.t.db.delete(seasons).where(eq(seasons.id, id));
  await c?.close();
});

describe('logos in document headers', () => {
  it("prints the assortment's own logo in a pdf, embedded once and drawn on every page", async () => {
    const id = await newAssortment({ season: 'Spring', year });
    const bytes = await logoPng(400, 120);
    const announced = await owner.call(`/api/assortments/${id}/files`, {
      body: { usageType: 'assortmentLogo', attachTo: id, filename: 'logo.png', fileSize: bytes.length },
    });
    expect(await uploadBytes(c.t, owner.cookie, announced.answer.upload, bytes)).toBe(200);

    // A title page and the sheet: two pages, one logo.
    const pdf = pdfImages(await download('pdf', id, { titlePage: true }));
    expect(pdf.pages).toBe(2);
    expect(pdf.embedded).toBe(1);
    expect(pdf.pagesDrawing).toBe(2);

    const { sheet, media } = await workbookOf(await download('xlsx', id));
    expect(media).toHaveLength(1);
    const [logo] = sheet.getImages();
    // Above the columns' names, which move down one row for it; 160 px wide at most, aspect kept.
    expect(logo!.range.tl.nativeRow).toBe(0);
    expect((logo!.range as unknown as { ext: object }).ext).toEqual({ width: 160, height: 48 });
    expect(sheet.getRow(2).getCell(1).value).toBe('Style');
  });

  it("otherwise prints the customer logo of the assortment's season, year and channel", async () => {
    const id = await newAssortment({ season: 'Fall', year });
    expect(pdfImages(await download('pdf', id)).embedded).toBe(1);
    const { sheet } = await workbookOf(await download('xlsx', id, { titlePage: true }));
    const [logo] = sheet.getImages();
    // In the title block's first row, at the right end; 300 × 100 fits as 144 × 48.
    expect(logo!.range.tl.nativeRow).toBe(0);
    expect(logo!.range.tl.nativeCol).toBeGreaterThan(0);
    expect((logo!.range as unknown as { ext: object }).ext).toEqual({ width: 144, height: 48 });
    expect(String(sheet.getRow(1).getCell(1).value)).toContain('Logo Styles');
  });

  it('prints none when neither the assortment nor its season has a logo', async () => {
    const retail = await newAssortment({ season: 'Fall', year, channel: 'Retail' });
    const noSeason = await newAssortment({ season: 'Spring', year });
    for (const id of [retail, noSeason]) {
      expect(pdfImages(await download('pdf', id)).embedded).toBe(0);
      const { sheet, media } = await workbookOf(await download('xlsx', id));
      expect(media).toHaveLength(0);
      expect(sheet.getRow(1).getCell(1).value).toBe('Style');
    }
  });

  it('leaves out a logo whose file is gone, and still makes the document', async () => {
    const id = await newAssortment({ season: 'Fall', year, channel: 'Retail', title: 'Missing Logo' });
    const seasonId = await seasonWithLogo('Fall', 'Retail');
    await c.t.db
      .update(seasons)
      .set({ customerLogo: `season-files/${seasonId}/assortmentLogo/gone/logo.png` })
      .where(eq(seasons.id, seasonId));
    expect(pdfImages(await download('pdf', id)).embedded).toBe(0);
    expect((await workbookOf(await download('xlsx', id))).media).toHaveLength(0);
  });
});
