import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';

let c: AssortmentTestApp;
let west: AssortmentCaller;
let east: AssortmentCaller;
let manager: AssortmentCaller;
// The PostgreSQL run shares its database with other files: this file's assortments carry a tag.
const tag = Math.random().toString(36).slice(2, 7);
const ours = (rows: unknown[][]) => rows.slice(1).filter((row) => String(row[0]).endsWith(tag));

const tbes = (territory: string) => [{ territory, businessEntity: 'US01', locations: [] }];

beforeAll(async () => {
  c = await createAssortmentTestApp(12);
  west = await c.caller('user', tbes('WEST'));
  east = await c.caller('user', tbes('EAST'));
  manager = await c.caller('manager');
  const products = c.footwear.slice(0, 3).map(({ style, color }) => ({ style, color }));
  const create = (caller: AssortmentCaller, body: Record<string, unknown>) =>
    caller.call('/api/assortments', { body: { products, ...body } });
  await create(west, { title: `Harbor Fall ${tag}`, subTitle: `Harbor Shoes ${tag}`, season: 'Fall', year: 2027 });
  await create(west, { title: `Harbor Spring ${tag}`, subTitle: `Harbor Shoes ${tag}`, season: 'Spring', year: 2027 });
  await create(east, {
    title: `Bayside Fall ${tag}`,
    subTitle: `Bayside Outfitters ${tag}`,
    season: 'Fall',
    year: 2027,
  });
  await west.call('/api/stats', { body: { action: 'export', modelType: 'AssortmentDocument' } });
  await west.call('/api/stats', { body: { action: 'search', modelType: 'products' } });
  await east.call('/api/stats', { body: { action: 'addStyles', modelType: 'assortment' } });
});
afterAll(() => c?.close());

const report = async (route: string, body: unknown, caller = manager) => {
  const response = await c.t.call(`/api/assortments/admin/report/${route}`, { body, cookie: caller.cookie });
  if (response.status !== 200) return { status: response.status, sheets: new Map<string, unknown[][]>() };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
  const sheets = new Map(
    workbook.worksheets.map((sheet) => [
      sheet.name,
      sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1)),
    ]),
  );
  return { status: response.status, sheets, disposition: response.headers.get('content-disposition') };
};

describe('assortment export report', () => {
  it("lists everyone's assortments the key initiative, period, accounts and territories keep", async () => {
    const all = await report('assortment-export', {});
    expect(all.status).toBe(200);
    expect(all.disposition).toMatch(/assortment-export-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = all.sheets.get('Assortments')!;
    expect(rows[0]!.slice(0, 3)).toEqual(['Title', 'Customer', 'Owner']);
    expect(ours(rows).map((row) => row[0])).toEqual([
      `Bayside Fall ${tag}`,
      `Harbor Fall ${tag}`,
      `Harbor Spring ${tag}`,
    ]);

    const fall = await report('assortment-export', {
      period: { by: 'seasons', seasons: [{ season: 'Fall', year: 2027 }] },
    });
    expect(ours(fall.sheets.get('Assortments')!).map((row) => row[0])).toEqual([
      `Bayside Fall ${tag}`,
      `Harbor Fall ${tag}`,
    ]);
    const harbor = await report('assortment-export', {
      accounts: [`harbor shoes ${tag}`],
      keyInitiative: { season: 'Spring' },
    });
    expect(
      harbor.sheets
        .get('Assortments')!
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([`Harbor Spring ${tag}`]);
    const eastOnly = await report('assortment-export', { territories: ['EAST'] });
    expect(ours(eastOnly.sheets.get('Assortments')!).map((row) => [row[0], row[4]])).toEqual([
      [`Bayside Fall ${tag}`, 'EAST'],
    ]);
  });

  it('adds every line on a second sheet when asked', async () => {
    const { sheets } = await report('assortment-export', {
      accounts: [`Bayside Outfitters ${tag}`],
      options: { includeProducts: true },
    });
    const lines = sheets.get('Lines')!;
    expect(lines[0]!.slice(0, 3)).toEqual(['Assortment', 'Style', 'Color']);
    expect(lines.slice(1).map((row) => `${row[1]}_${row[2]}`)).toEqual(
      c.footwear.slice(0, 3).map((product) => product.styleColorId),
    );
  });
});

describe('user activity report', () => {
  it('counts each person’s searches, exports and added styles, with each use on request', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { sheets } = await report('user-activity', {
      period: { by: 'dates', from: '2020-01-01', to: today },
      options: { includeEvents: true },
    });
    const activity = sheets.get('Activity')!;
    expect(activity[0]).toEqual([
      'User',
      'E-mail',
      'Territories',
      'Searches',
      'Exports',
      'Styles Added',
      'Total',
      'First Activity',
      'Last Activity',
    ]);
    const byEmail = new Map(activity.slice(1).map((row) => [row[1], row]));
    expect(byEmail.get(west.user.email)?.slice(2, 7)).toEqual(['WEST', 1, 1, 0, 2]);
    expect(byEmail.get(east.user.email)?.slice(2, 7)).toEqual(['EAST', 0, 0, 1, 1]);
    expect(
      sheets
        .get('Events')!
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(['export', 'search', 'addStyles']);

    const past = await report('user-activity', { period: { by: 'dates', from: '2020-01-01', to: '2020-12-31' } });
    expect(past.sheets.get('Activity')).toHaveLength(1);
    const west_ = await report('user-activity', { territories: ['WEST'] });
    expect(
      west_.sheets
        .get('Activity')!
        .slice(1)
        .map((row) => row[1]),
    ).toEqual([west.user.email]);
  });
});

describe('report access', () => {
  it('is for managers, and refuses an unknown report and a bad period', async () => {
    expect((await report('assortment-export', {}, west)).status).toBe(403);
    expect((await report('sales', {})).status).toBe(400);
    expect(
      (await report('assortment-export', { period: { by: 'dates', from: '2027-02-01', to: '2027-01-01' } })).status,
    ).toBe(400);
  });
});
