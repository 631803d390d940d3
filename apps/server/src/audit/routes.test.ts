import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { type Answer, createTestApp, openEmptyDatabase, signIn, type TestApp } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { auditEntries } from './tables.js';

const ACTOR = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const day = (date: string) => new Date(`${date}T12:00:00Z`);

describe('GET /api/audit and its export', () => {
  let database: DatabaseHandle;
  let testApp: TestApp;
  const cookies = { admin: '', buyer: '' };

  const list = async (query: string, cookie = cookies.admin) => {
    const response = await testApp.call(`/api/audit${query}`, { cookie });
    return { status: response.status, answer: (await response.json()) as Answer };
  };

  beforeAll(async () => {
    // A database of its own: totals and pages cover the whole log, and the sign-ins below are in it.
    database = await openEmptyDatabase();
    testApp = await createTestApp({ database });
    const admin = await createAdmin(testApp.db);
    const buyer = await createUser(testApp.db, { permissions: [{ domain: 'products', role: 'user' }] });
    cookies.admin = await signIn(testApp, admin.email, TEST_PASSWORD);
    cookies.buyer = await signIn(testApp, buyer.email, TEST_PASSWORD);
    // The sign-ins above wrote entries of today; these are older and named apart.
    await testApp.db.delete(auditEntries);
    await testApp.db.insert(auditEntries).values([
      {
        at: day('2026-03-01'),
        actorId: ACTOR,
        actorEmail: 'ann@test.stride',
        action: 'user.approved',
        objectType: 'user',
        objectId: OTHER,
        address: '10.0.0.1',
      },
      {
        at: day('2026-03-02'),
        actorId: ACTOR,
        actorEmail: 'ann@test.stride',
        action: 'user.permissions_changed',
        objectType: 'user',
        objectId: OTHER,
        address: '10.0.0.1',
        details: { before: { isEditor: false }, after: { isEditor: true } },
      },
      {
        at: day('2026-03-03'),
        actorId: OTHER,
        actorEmail: 'bob@test.stride',
        action: 'assortment.deleted',
        objectType: 'assortment',
        objectId: 'a-1',
        address: '10.0.0.2',
      },
      {
        at: day('2026-03-04'),
        actorId: null,
        actorEmail: null,
        action: 'session.sign_in_failed',
        address: '10.0.0.3',
        details: { email: 'who@test.stride', reason: 'invalidCredentials' },
      },
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
    await database?.close();
  });

  it('pages the log newest first with who, what, when, where and the object', async () => {
    const first = await list('?limit=2');
    expect(first.status).toBe(200);
    expect(first.answer).toEqual({
      totalCount: 4,
      data: [
        {
          _id: expect.any(String),
          at: '2026-03-04T12:00:00.000Z',
          actorId: null,
          actorEmail: null,
          action: 'session.sign_in_failed',
          objectType: null,
          objectId: null,
          address: '10.0.0.3',
          details: { email: 'who@test.stride', reason: 'invalidCredentials' },
        },
        expect.objectContaining({ action: 'assortment.deleted', actorEmail: 'bob@test.stride', objectId: 'a-1' }),
      ],
    });
    const last = await list('?limit=2&skip=2');
    expect(last.answer.data.map((entry: { action: string }) => entry.action)).toEqual([
      'user.permissions_changed',
      'user.approved',
    ]);
  });

  it('filters by person, action, object and time span', async () => {
    const actions = async (query: string) =>
      (await list(query)).answer.data.map((entry: { action: string }) => entry.action);
    expect(await actions(`?actorId=${ACTOR}`)).toEqual(['user.permissions_changed', 'user.approved']);
    expect(await actions('?action=user.permissions_changed')).toEqual(['user.permissions_changed']);
    expect(await actions(`?objectType=user&objectId=${OTHER}`)).toEqual(['user.permissions_changed', 'user.approved']);
    expect(await actions('?objectId=a-1')).toEqual(['assortment.deleted']);
    expect(await actions('?from=2026-03-02T00:00:00.000Z&to=2026-03-04T00:00:00.000Z')).toEqual([
      'assortment.deleted',
      'user.permissions_changed',
    ]);
    expect((await list(`?actorId=${ACTOR}&action=assortment.deleted`)).answer).toEqual({ totalCount: 0, data: [] });
  });

  it('refuses filters it does not know and pages larger than 100', async () => {
    expect((await list('?action=user.promoted')).status).toBe(400);
    expect((await list('?actorId=not-a-uuid')).status).toBe(400);
    expect((await list('?from=yesterday')).status).toBe(400);
    expect((await list('?limit=101')).status).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await testApp.call('/api/audit')).status).toBe(401);
    expect((await list('', cookies.buyer)).status).toBe(403);
    const exported = await testApp.call('/api/audit/export', { body: {}, cookie: cookies.buyer });
    expect(exported.status).toBe(403);
  });

  it('offers no call that changes or deletes an entry', async () => {
    const [entry] = (await list('?limit=1')).answer.data;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/api/audit', `/api/audit/${entry._id}`]) {
        const response = await testApp.call(path, { method, body: {}, cookie: cookies.admin });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await testApp.call(`/api/audit/${entry._id}`, { cookie: cookies.admin })).status).toBe(404);
    expect((await list('')).answer.totalCount).toBe(4);
  });

  it('exports the filtered entries as a workbook that opens, newest first', async () => {
    const response = await testApp.call('/api/audit/export', { body: { actorId: ACTOR }, cookie: cookies.admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual([
      'When (UTC)',
      'Person',
      'Person id',
      'Action',
      'Object type',
      'Object id',
      'Address',
      'Details',
    ]);
    expect(rows.slice(1).map((row) => [row[2], row[4], row[6]])).toEqual([
      ['ann@test.stride', 'user.permissions_changed', OTHER],
      ['ann@test.stride', 'user.approved', OTHER],
    ]);
    expect(JSON.parse(String(rows[1]?.[8]))).toEqual({ before: { isEditor: false }, after: { isEditor: true } });
    expect(rows[1]?.[1]).toEqual(new Date('2026-03-02T12:00:00.000Z'));
  });

  it('keeps entries for the retention and removes only the older ones', async () => {
    // AUDIT_RETENTION_DAYS is 400 by default: on 2027-04-07 the first two entries are past it.
    expect(testApp.config.auditRetentionDays).toBe(400);
    const removed = await testApp.app.auditRetention.purge(new Date('2027-04-07T00:00:00Z'));
    expect(removed).toBe(2);
    const left = (await list('')).answer.data.map((entry: { action: string }) => entry.action);
    expect(left).toEqual(['session.sign_in_failed', 'assortment.deleted']);
  });
});
