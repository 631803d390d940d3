import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';
import { readPdf } from '../../test/pdf-reader.js';

let c: AssortmentTestApp;
let owner: AssortmentCaller;
let assortmentId: string;
const LINES = 6;

beforeAll(async () => {
  c = await createAssortmentTestApp(24);
  owner = await c.caller();
  const products = c.footwear.slice(0, LINES).map(({ style, color }) => ({ style, color }));
  const { status, answer } = await owner.call('/api/assortments', {
    body: { title: 'Key Styles', subTitle: 'Harbor Shoes', season: 'Spring', year: 2027, products },
  });
  expect(status).toBe(200);
  assortmentId = answer._id;
});
afterAll(() => c?.close());

type DocumentBody = {
  documentType: { type: string; name: string; subType: string };
  settings?: Record<string, boolean>;
  language?: string;
  filename?: string;
  assortment?: string;
  assortmentsQuery?: Record<string, unknown>;
};

const download = async (format: 'xlsx' | 'pdf', body: DocumentBody, caller = owner) => {
  const response = await c.t.call(`/api/assortment-documents/${format}`, {
    body: { assortment: assortmentId, ...body },
    cookie: caller.cookie,
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

const openWorkbook = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  return sheet;
};

const rowValues = (sheet: ExcelJS.Worksheet, number: number) =>
  (sheet.getRow(number).values as ExcelJS.CellValue[]).slice(1);

const linesheet = (type: string, subType = 'Expanded') => ({ type, name: 'Linesheet', subType });

describe('POST /api/assortment-documents/xlsx', () => {
  it('writes a linesheet that reopens in Excel: headings, numbers with the currency, pictures in cells', async () => {
    const { response, bytes } = await download('xlsx', { documentType: linesheet('Spreadsheet') });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain('Key Styles Linesheet Expanded.xlsx');

    const sheet = await openWorkbook(bytes);
    expect(sheet.name).toBe('Linesheet');
    const header = rowValues(sheet, 1);
    expect(header.slice(1, 5)).toEqual(['Style', 'Color', 'Name', 'Color Description']);
    expect(header).toContain('Wholesale');
    expect(header).toContain('Marketing Description');

    const first = c.footwear[0]!;
    const us = first.locations.find((location) => location.code === 'US')!;
    const firstRow = rowValues(sheet, 2);
    expect(firstRow.slice(1, 3)).toEqual([first.style, first.color]);
    const costCell = sheet.getRow(2).getCell(header.indexOf('Wholesale') + 1);
    expect(costCell.value).toBe(us.wholesalePrice);
    expect(costCell.numFmt).toBe('"$"#,##0.00');
    // Availability as YYYY-MM-DD (part 1 §5).
    expect(firstRow[header.indexOf('Available')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // One 40×40 picture per line, in the first column, 5 px in.
    const images = sheet.getImages();
    expect(images).toHaveLength(LINES);
    expect(images[0]!.range.tl.nativeCol).toBe(0);
    expect(images[0]!.range.tl.nativeColOff).toBeGreaterThan(0);
    expect((images[0]!.range as unknown as { ext: object }).ext).toEqual({ width: 40, height: 40 });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // The price disclaimer closes the sheet.
    expect(String(rowValues(sheet, sheet.rowCount)[0])).toContain('Prices are subject to change');
  });

  it('follows the settings: sort numbers, no pictures, a title block, spillover hidden', async () => {
    const settings = { sortNumber: true, includeImages: false, titlePage: true, hideColorSpillover: true };
    const { bytes } = await download('xlsx', { documentType: linesheet('Spreadsheet', 'Condensed'), settings });
    const sheet = await openWorkbook(bytes);
    expect(sheet.getImages()).toHaveLength(0);
    expect(String(rowValues(sheet, 1)[0])).toBe('Key Styles – Linesheet Condensed');
    expect(rowValues(sheet, 2)[0]).toBe('Harbor Shoes');
    const headerNumber = (sheet.views[0] as { ySplit: number }).ySplit;
    const header = rowValues(sheet, headerNumber);
    expect(header.slice(0, 3)).toEqual(['#', 'Style', 'Color']);
    expect(header).not.toContain('Marketing Description');
    const rows = Array.from({ length: LINES }, (_, index) => rowValues(sheet, headerNumber + 1 + index));
    expect(rows.map((row) => row[0])).toEqual([1, 2, 3, 4, 5, 6]);
    // A style's second colour leaves the style's name blank.
    const nameAt = header.indexOf('Name');
    for (const [index, row] of rows.entries()) {
      const sameStyle = index > 0 && rows[index - 1]![1] === row[1];
      expect(row[nameAt] ?? null).toBe(sameStyle ? null : c.footwear[index]!.name);
    }
  });

  it('writes its headings in the language asked for', async () => {
    const { bytes } = await download('xlsx', { documentType: linesheet('Spreadsheet'), language: 'de-DE' });
    const sheet = await openWorkbook(bytes);
    expect(sheet.name).toBe('Kollektionsliste');
    expect(rowValues(sheet, 1)).toContain('Großhandelspreis');
  });
});

describe('POST /api/assortment-documents/pdf', () => {
  it('writes a pricesheet a pdf reader opens, with prices in the location currency and page numbers', async () => {
    const { response, bytes } = await download('pdf', {
      documentType: { type: 'pdf', name: 'Pricesheet', subType: 'Condensed' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(1);
    const us = c.footwear[0]!.locations.find((location) => location.code === 'US')!;
    expect(pdf.pages[0]).toContain(`$${us.wholesalePrice.toFixed(2)}`);
    expect(pdf.pages[0]).toContain('Suggested Retail');
    expect(pdf.pages[0]).toContain('Page 1 of 1');
  });

  it('starts each group on its own page after the cover and title pages', async () => {
    const patched = await owner.call(`/api/assortments/${assortmentId}`, {
      method: 'PATCH',
      body: { uiSettings: { groupSettings: { groupBy: 'gender' } } },
    });
    expect(patched.status).toBe(200);
    const genders = new Set(c.footwear.slice(0, LINES).map((product) => product.gender));
    const settings = { seasonCoverPage: true, titlePage: true, groupPageBreaks: true };
    const { bytes } = await download('pdf', { documentType: linesheet('pdf'), settings, language: 'fr-FR' });
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2 + genders.size);
    expect(pdf.pages[0]).toContain('Printemps 2027');
    expect(pdf.pages[1]).toContain('Key Styles – Catalogue de ligne Détaillé');
    expect(pdf.pages[2]).toContain(`Page 3 sur ${pdf.pageCount}`);
    // No table page holds the lines of two genders; every gender has its lines somewhere.
    const gendersOn = (page: string) =>
      new Set(
        c.footwear
          .slice(0, LINES)
          .filter((product) => page.includes(product.name))
          .map((p) => p.gender),
      );
    for (const page of pdf.pages.slice(2)) expect(gendersOn(page).size).toBeLessThanOrEqual(1);
    expect(new Set(pdf.pages.slice(2).flatMap((page) => [...gendersOn(page)]))).toEqual(genders);
  });

  it('gives a tearsheet one page per line with its hero, or a grid of thumbnails', async () => {
    const hero = await download('pdf', {
      documentType: { type: 'pdf', name: 'Tearsheet', subType: 'With Hero Image' },
    });
    const pages = await readPdf(hero.bytes);
    expect(pages.pageCount).toBe(LINES);
    expect(pages.pages[0]).toContain(c.footwear[0]!.name);
    const grid = await download('pdf', {
      documentType: { type: 'pdf', name: 'Tearsheet', subType: 'Thumbnails Only' },
    });
    expect((await readPdf(grid.bytes)).pageCount).toBe(1);
  });
});

describe('documents of a dynamic assortment', () => {
  it('lists the lines its query finds in the catalogue when the document is made', async () => {
    const [first, second] = c.footwear.slice(10, 12).map((product) => product.styleColorId);
    const dynamic = await owner.call('/api/assortments', {
      body: { title: 'Live query', method: 'dynamic', query: { filters: { ids: `${first} ${second}` } } },
    });
    expect(dynamic.status).toBe(200);
    const { response, bytes } = await download('xlsx', {
      documentType: linesheet('Spreadsheet'),
      assortment: dynamic.answer._id,
    });
    expect(response.status).toBe(200);
    const sheet = await openWorkbook(bytes);
    const styles = new Set<string>();
    sheet.eachRow((row) => {
      for (const value of (row.values as ExcelJS.CellValue[]).slice(1))
        if (typeof value === 'string') styles.add(value);
    });
    for (const product of c.footwear.slice(10, 12)) expect(styles).toContain(product.style);
    expect(styles).not.toContain(c.footwear[0]!.style);
  });
});

describe('documents of the assortments a query names', () => {
  it("lists every matching assortment's lines once, under the query's title", async () => {
    const line = (index: number) => ({ style: c.footwear[index]!.style, color: c.footwear[index]!.color });
    const season = { season: 'Fall', year: 2029, region: 'Europe' };
    await owner.call('/api/assortments', { body: { title: 'Query A', ...season, products: [line(12), line(13)] } });
    await owner.call('/api/assortments', { body: { title: 'Query B', ...season, products: [line(13), line(14)] } });
    const { response, bytes } = await download('xlsx', {
      documentType: linesheet('Spreadsheet'),
      assortment: undefined,
      assortmentsQuery: season,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Fall 2029 Europe Linesheet Expanded.xlsx');
    const sheet = await openWorkbook(bytes);
    const printed: string[] = [];
    sheet.eachRow((row) => {
      const texts = new Set((row.values as ExcelJS.CellValue[]).filter((value) => typeof value === 'string'));
      for (const product of c.footwear)
        if (texts.has(product.style) && texts.has(product.color)) printed.push(product.styleColorId);
    });
    expect(printed.sort()).toEqual([12, 13, 14].map((index) => c.footwear[index]!.styleColorId).sort());

    const none = await download('xlsx', {
      documentType: linesheet('Spreadsheet'),
      assortment: undefined,
      assortmentsQuery: { ...season, year: 2030 },
    });
    expect(none.response.status).toBe(400);
    expect(none.bytes.toString()).toContain('No assortment of yours matches this query.');
  });
});

describe('assortment document errors', () => {
  it('refuses a sub-type of another kind, a stranger and a person signed out', async () => {
    const wrong = await download('pdf', { documentType: { type: 'pdf', name: 'Tearsheet', subType: 'Expanded' } });
    expect(wrong.response.status).toBe(400);
    const stranger = await c.caller();
    expect((await download('pdf', { documentType: linesheet('pdf') }, stranger)).response.status).toBe(404);
    const signedOut = await c.t.call('/api/assortment-documents/pdf', {
      body: { assortment: assortmentId, documentType: linesheet('pdf') },
    });
    expect(signedOut.status).toBe(401);
    const unknownFormat = await c.t.call('/api/assortment-documents/docx', {
      body: { assortment: assortmentId, documentType: linesheet('pdf') },
      cookie: owner.cookie,
    });
    expect(unknownFormat.status).toBe(400);
  });
});
