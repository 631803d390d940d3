import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';
import { linkIn } from '../../test/outbox.js';
import { auditEntries } from './tables.js';

/** Documents shared and opened, schedules made and stopped, assortments deleted and restored: each in the audit log. */
let c: AssortmentTestApp;
let owner: AssortmentCaller;
let manager: AssortmentCaller;
let products: { style: string; color: string }[];

beforeAll(async () => {
  c = await createAssortmentTestApp(6);
  owner = await c.caller();
  manager = await c.caller('manager');
  products = c.footwear.slice(0, 2).map(({ style, color }) => ({ style, color }));
});
afterAll(() => c?.close());

const entriesOf = (objectId: string) =>
  c.t.db.select().from(auditEntries).where(eq(auditEntries.objectId, objectId)).orderBy(auditEntries.seq);
const byOwner = { actorId: expect.any(String), address: '127.0.0.1' };

const createAssortment = async (title: string, caller = owner) =>
  (await caller.call('/api/assortments', { body: { title, products } })).answer._id as string;

describe('the audit log of documents and assortments', () => {
  it('records a document shared, with its recipients, and each open of a shared link', async () => {
    const assortment = await createAssortment('Audited buy');
    const recipient = `buyer-${assortment.slice(0, 8)}@harbor.example`;
    const { status, answer } = await owner.call('/api/assortment-documents/share/email/pdf', {
      body: {
        assortment,
        documentType: { type: 'pdf', name: 'Pricesheet', subType: 'Expanded' },
        recipients: [recipient],
        subject: 'Linesheet',
      },
    });
    expect(status).toBe(200);
    const documentId = answer.document._id as string;
    const [mail] = await c.t.outbox.mailsTo(recipient);
    const [, , , format, , id, code, filename] = linkIn(mail!, '/file/shared/').pathname.split('/');
    const link = `/api/assortment-documents/${format}/shared/${id}/${code}/${filename}`;
    expect((await c.t.call(link)).status).toBe(200);
    expect((await c.t.call(link)).status).toBe(200);

    expect(await entriesOf(documentId)).toEqual([
      expect.objectContaining({
        action: 'document.shared',
        actorId: owner.user.id,
        objectType: 'document',
        address: '127.0.0.1',
        details: expect.objectContaining({ assortmentId: assortment, format: 'pdf', recipients: [recipient] }),
      }),
      // Opened signed out: nobody is named, the recipient whose link it was is.
      ...[1, 2].map(() =>
        expect.objectContaining({ action: 'document.share_opened', actorId: null, details: { recipient } }),
      ),
    ]);
  });

  it('records a document schedule created and deleted', async () => {
    const assortment = await createAssortment('Scheduled buy');
    const { answer } = await owner.call('/api/assortment-documents/schedules', {
      body: {
        assortment,
        documentType: { type: 'pdf', name: 'Linesheet', subType: 'Condensed' },
        format: 'pdf',
        recipients: ['weekly@harbor.example'],
        subject: 'Weekly',
        timing: { frequency: 'weekly', weekday: 1, hour: 8 },
      },
    });
    const id = answer.schedule._id as string;
    await owner.call(`/api/assortment-documents/schedules/${id}`, { method: 'DELETE' });
    expect(await entriesOf(id)).toEqual([
      expect.objectContaining({ action: 'schedule.created', objectType: 'documentSchedule', ...byOwner }),
      expect.objectContaining({ action: 'schedule.deleted', objectType: 'documentSchedule', ...byOwner }),
    ]);
  });

  it('records a report schedule created and deleted', async () => {
    const schedules = '/api/assortments/admin/report-schedules';
    const { answer } = await manager.call(schedules, {
      body: {
        reportRoute: 'assortment-export',
        report: { accounts: ['Harbor Shoes'], period: { by: 'dates', from: '2020-01-01', to: '2020-01-02' } },
        timing: { frequency: 'weekly', weekday: 1, hour: 7 },
        recipients: ['planning@stride.example'],
        subject: 'Weekly assortments',
      },
    });
    const id = answer.schedule._id as string;
    await manager.call(`${schedules}/${id}`, { method: 'DELETE' });
    expect(await entriesOf(id)).toEqual([
      expect.objectContaining({
        action: 'schedule.created',
        objectType: 'reportSchedule',
        actorId: manager.user.id,
        details: expect.objectContaining({ reportRoute: 'assortment-export' }),
      }),
      expect.objectContaining({ action: 'schedule.deleted', objectType: 'reportSchedule', actorId: manager.user.id }),
    ]);
  });

  it('records an assortment restored from the archive, not archived, and each entry a deleted folder held', async () => {
    const archived = await createAssortment('Archived buy');
    const archive = (value: boolean) =>
      owner.call('/api/assortments/archive', { method: 'PATCH', body: { ids: [archived], archived: value } });
    expect((await archive(true)).status).toBe(200);
    expect((await archive(false)).status).toBe(200);
    expect(await entriesOf(archived)).toEqual([
      expect.objectContaining({ action: 'assortment.restored', ...byOwner, details: { title: 'Archived buy' } }),
    ]);

    const folder = (await owner.call('/api/assortments', { body: { title: 'Old folder', type: 'folder' } })).answer
      ._id as string;
    const inside = (await owner.call('/api/assortments', { body: { title: 'Inside', products, parentId: folder } }))
      .answer._id as string;
    expect((await owner.call(`/api/assortments/${folder}`, { method: 'DELETE' })).answer.count).toBe(2);
    expect(await entriesOf(folder)).toEqual([
      expect.objectContaining({
        action: 'assortment.deleted',
        ...byOwner,
        details: { title: 'Old folder', type: 'folder' },
      }),
    ]);
    expect(await entriesOf(inside)).toEqual([
      expect.objectContaining({
        action: 'assortment.deleted',
        details: { title: 'Inside', type: 'item', withFolder: folder },
      }),
    ]);
  });
});
