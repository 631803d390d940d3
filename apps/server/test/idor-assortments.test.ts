import { UPLOAD_CHUNK_SIZE } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngPicture } from './assortment-files.js';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
  withLines,
} from './assortment-fixtures.js';
import { type Answered, refusals } from './idor-harness.js';

// IDOR (idor-harness.ts) on what hangs off an assortment: the assortment itself, its upload, and
// the document and report schedules.

let c: AssortmentTestApp;

beforeAll(async () => {
  c = await createAssortmentTestApp(12);
});
afterAll(() => c?.close());

const pairs = (from: number, count: number) =>
  c.footwear.slice(from, from + count).map(({ style, color }) => ({ style, color }));

describe('assortments', () => {
  let owner: AssortmentCaller;
  let other: AssortmentCaller;
  let id: string;
  /** What A sees of the assortment: it must not move whatever B tries. */
  const snapshot = async () => {
    const { answer } = withLines(await owner.call(`/api/assortments/${id}`));
    return {
      title: answer.title,
      version: answer.version,
      archived: answer.archived,
      displayGroups: answer.displayGroups,
      products: answer.products.map((row: { id: string }) => row.id),
    };
  };

  beforeAll(async () => {
    owner = await c.caller();
    other = await c.caller();
    id = (await owner.call('/api/assortments', { body: { title: 'A’s line', products: pairs(0, 2) } })).answer._id;
    await owner.call(`/api/assortments/${id}`, { method: 'PATCH', body: { title: 'A’s line, v2' } });
  });

  it('keeps merge, rename, history, restore, archive, group sort and the CRM status to the owner (404)', async () => {
    const before = await snapshot();
    const [first] = before.products;
    const replacement = c.footwear[6]!;
    const theirs = (await other.call('/api/assortments', { body: { title: 'B’s line', products: pairs(3, 1) } }))
      .answer;
    const attempts: [string, () => Answered][] = [
      [
        'merge into A’s',
        () => other.call(`/api/assortments/${id}/merge`, { method: 'PATCH', body: { sourceIds: [theirs._id] } }),
      ],
      [
        'merge A’s into B’s',
        () => other.call(`/api/assortments/${theirs._id}/merge`, { method: 'PATCH', body: { sourceIds: [id] } }),
      ],
      [
        'rename',
        () =>
          other.call(`/api/assortments/${id}/renameProducts`, {
            body: {
              baseVersion: before.version,
              renameProducts: [{ id: first, newStyle: replacement.style, newColor: replacement.color }],
            },
          }),
      ],
      ['history', () => other.call(`/api/assortments/${id}/history`)],
      ['restore', () => other.call(`/api/assortments/${id}/restore`, { body: { version: 1 } })],
      [
        'archive',
        () => other.call('/api/assortments/archive', { method: 'PATCH', body: { ids: [id], archived: true } }),
      ],
      [
        'group sort',
        () =>
          other.call(`/api/regular/groupsort/batch/${id}`, {
            method: 'PATCH',
            body: { baseVersion: before.version, groups: ['Taken'], rows: [{ id: first, displayGroup: 'Taken' }] },
          }),
      ],
      ['CRM status', () => other.call(`/api/assortments/${id}/lastSyncDate`)],
    ];
    expect(await refusals(attempts)).toEqual(attempts.map(([name]) => [name, 404]));
    expect(await snapshot()).toEqual(before);
    // B's own line took nothing of A's.
    const mine = withLines(await other.call(`/api/assortments/${theirs._id}`)).answer;
    expect(mine.products.map((row: { id: string }) => row.id)).toEqual([c.footwear[3]!.styleColorId]);
    // The owner still may.
    expect((await owner.call(`/api/assortments/${id}/history`)).status).toBe(200);
  });
});
describe('uploads', () => {
  it("refuses B's create, complete and abort of A's upload (403), which A then completes", async () => {
    const owner = await c.caller();
    const other = await c.caller();
    const { _id: assortmentId } = (
      await owner.call('/api/assortments', { body: { title: 'Logo', products: pairs(0, 1) } })
    ).answer;
    const bytes = await pngPicture();
    const announced = await owner.call(`/api/assortments/${assortmentId}/files`, {
      body: { filename: 'logo.png', usageType: 'assortmentLogo', attachTo: assortmentId, fileSize: bytes.length },
    });
    const target = announced.answer.upload as { bucket: string; key: string };
    const start = { ...target, fileSize: bytes.length, forceOverwrite: true, chunkSize: UPLOAD_CHUNK_SIZE };
    expect((await other.call('/api/upload/aws/s3/create', { body: start })).status).toBe(403);

    const created = await owner.call('/api/upload/aws/s3/create', { body: { ...start, forceOverwrite: false } });
    expect(created.status).toBe(200);
    const part = await fetch(`${c.t.baseUrl}${created.answer.urls[0]}`, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-type': 'application/octet-stream' },
    });
    await part.arrayBuffer();
    const finish = { ...target, uploadId: created.answer.uploadId, etags: [part.headers.get('etag')] };
    expect(
      (await other.call('/api/upload/aws/s3/abort', { body: { ...target, uploadId: finish.uploadId } })).status,
    ).toBe(403);
    expect((await other.call('/api/upload/aws/s3/complete', { body: finish })).status).toBe(403);

    expect((await owner.call('/api/upload/aws/s3/complete', { body: finish })).status).toBe(200);
    expect(withLines(await owner.call(`/api/assortments/${assortmentId}`)).answer.logo).toBe(announced.answer.file.url);
  });
});

describe('schedules', () => {
  it("keeps a document schedule's change and send-now to its owner (404)", async () => {
    const owner = await c.caller();
    const other = await c.caller();
    const { _id: assortment } = (
      await owner.call('/api/assortments', { body: { title: 'Weekly', products: pairs(0, 2) } })
    ).answer;
    const { answer } = await owner.call('/api/assortment-documents/schedules', {
      body: {
        assortment,
        documentType: { type: 'pdf', name: 'Linesheet', subType: 'Condensed' },
        format: 'pdf',
        recipients: ['owner-list@harbor.example'],
        subject: 'Weekly linesheet',
        timing: { frequency: 'weekly', weekday: 1, hour: 8 },
      },
    });
    const url = `/api/assortment-documents/schedules/${answer.schedule._id}`;
    const changed = await other.call(url, { method: 'PATCH', body: { recipients: ['thief@elsewhere.example'] } });
    expect(changed.status).toBe(404);
    expect((await other.call(`${url}/run`, { method: 'POST' })).status).toBe(404);
    expect(await c.t.outbox.mailsTo('owner-list@harbor.example')).toEqual([]);
    const [kept] = (await owner.call('/api/assortment-documents/schedules')).answer.data;
    expect(kept).toMatchObject({ _id: answer.schedule._id, recipients: ['owner-list@harbor.example'] });
  });

  it("keeps a report schedule's list, change and send-now to its owner (404)", async () => {
    const owner = await c.caller('manager');
    const other = await c.caller('manager');
    const schedules = '/api/assortments/admin/report-schedules';
    const { answer } = await owner.call(schedules, {
      body: {
        reportRoute: 'user-activity',
        report: {},
        timing: { frequency: 'daily', hour: 6 },
        recipients: ['owner-reports@stride.example'],
        subject: 'Daily activity',
      },
    });
    const id = answer.schedule._id;
    expect((await other.call(schedules)).answer.data.map((row: { _id: string }) => row._id)).not.toContain(id);
    expect((await other.call(`${schedules}/${id}`, { method: 'PATCH', body: { subject: 'Taken' } })).status).toBe(404);
    expect((await other.call(`${schedules}/${id}/run`, { method: 'POST' })).status).toBe(404);
    expect(await c.t.outbox.mailsTo('owner-reports@stride.example')).toEqual([]);
    const [kept] = (await owner.call(schedules)).answer.data;
    expect(kept).toMatchObject({ _id: id, subject: 'Daily activity' });
  });
});
