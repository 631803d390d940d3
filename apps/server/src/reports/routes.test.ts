import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';
import { createAdmin, TEST_PASSWORD } from '../../test/factories.js';
import { signIn } from '../../test/test-app.js';

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

describe('scheduled reports', () => {
  const schedules = '/api/assortments/admin/report-schedules';
  const weekly = { frequency: 'weekly', weekday: 1, hour: 7 };

  it('mails the report weekly as an attachment, over the week that just ended', async () => {
    const created = await manager.call(schedules, {
      body: {
        reportRoute: 'assortment-export',
        report: { accounts: [`Harbor Shoes ${tag}`], period: { by: 'dates', from: '2020-01-01', to: '2020-01-02' } },
        timing: weekly,
        recipients: ['planning@stride.example'],
        subject: 'Weekly assortments',
      },
    });
    expect(created.status).toBe(200);
    expect(created.answer.message).toBe('Scheduled Successfully');
    const next = new Date(created.answer.schedule.nextRunDate);
    // Mondays at 07:00 in Los Angeles.
    expect(next.getUTCDay()).toBe(1);
    expect(await c.t.app.reportSchedules.runDue(new Date(next.getTime() - 60_000))).toBe(0);
    expect(await c.t.app.reportSchedules.runDue(next)).toBeGreaterThanOrEqual(1);

    const [mail] = (await c.t.outbox.mailsTo('planning@stride.example')).slice(-1);
    expect(mail?.subject).toBe('Weekly assortments');
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment.filename).toMatch(/^assortment-export-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const admin = await createAdmin(c.t.db);
    const adminCookie = await signIn(c.t, admin.email, TEST_PASSWORD);
    const file = await c.t.call(`/api/mail/outbox/${mail!.id}/attachments/0`, { cookie: adminCookie });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.arrayBuffer()) as unknown as ExcelJS.Buffer);
    // Made this week, the assortments fall in the week before the run: both of Harbor's.
    const rows = ours(
      (workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][]).map((row) => (row as unknown[]).slice(1)),
    );
    expect(rows).toHaveLength(2);

    const listed = await manager.call(schedules, { method: 'GET' });
    expect(listed.answer.data[0]).toMatchObject({ lastError: null, subject: 'Weekly assortments' });
    expect(new Date(listed.answer.data[0].nextRunDate).getTime()).toBeGreaterThan(next.getTime());
  });

  it('is for people who may report; edits, sends now and deletes', async () => {
    const body = {
      reportRoute: 'user-activity',
      report: {},
      timing: { frequency: 'daily', hour: 6 },
      recipients: ['ops@stride.example'],
      subject: 'Daily activity',
    };
    expect((await west.call(schedules, { body })).status).toBe(403);
    const { answer } = await manager.call(schedules, { body });
    const id = answer.schedule._id;
    const patched = await manager.call(`${schedules}/${id}`, { method: 'PATCH', body: { subject: 'Activity' } });
    expect(patched.answer).toMatchObject({ message: 'Scheduled Updated', schedule: { subject: 'Activity' } });
    expect((await manager.call(`${schedules}/${id}/run`, { method: 'POST' })).status).toBe(200);
    expect((await c.t.outbox.mailsTo('ops@stride.example')).at(-1)?.subject).toBe('Activity');
    const other = await c.caller('manager');
    expect((await other.call(`${schedules}/${id}`, { method: 'DELETE' })).status).toBe(404);
    const deleted = await manager.call(`${schedules}/${id}`, { method: 'DELETE' });
    expect(deleted.answer.message).toBe('Scheduled Deleted');
  });
});
