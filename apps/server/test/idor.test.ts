import { type Permission, todayDateNumber, UPLOAD_CHUNK_SIZE } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderNotifier, type OrderEventNotice } from '../src/notifications/order-notifier.js';
import { createMailer } from '../src/platform/mail/mailer.js';
import { pngPicture } from './assortment-files.js';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
  withLines,
} from './assortment-fixtures.js';
import { createUser, type TestUser, type UserFactoryOptions } from './factories.js';
import { type JsonCaller, jsonCaller } from './test-app.js';
import { wholesaleCustomer } from './wholesale-fixtures.js';

/**
 * IDOR (issue 13): person B, holding the same role as owner A (so every route rule admits both),
 * cannot read, change or delete A's resource by its id: the service answers 404 (what is not
 * yours is not there) or 403, and the resource stays as it was.
 *
 * Cases already proved beside their feature, not repeated here:
 * - assortments GET/PATCH/DELETE by id: assortments/routes.test.ts; batch: batch-routes.test.ts;
 *   cloneMany of another's: copy-routes.test.ts; files: file-routes.test.ts; live events:
 *   live-routes.test.ts; image zip and season overlap: zip-routes.test.ts; CRM sync:
 *   crm-sync-routes.test.ts; unpublished showroom: showroom/routes.test.ts
 * - sample orders read by number and delete (repeated below beside the promo and wholesale
 *   cases), another requester's year counts: orders/routes.test.ts
 * - upload create and complete with another user's key or upload id: uploads/routes.test.ts
 * - document jobs (read, delete, file), documents and shares of another's assortment:
 *   documents/share-routes.test.ts, documents/routes.test.ts; document schedules (delete, list,
 *   create on another's assortment): documents/schedule-routes.test.ts
 * - share codes: a wrong document access code or time stamp (documents/share-routes.test.ts,
 *   schedule-routes.test.ts), a made-up package code (packages/mail-routes.test.ts), another
 *   user's account code (accounts/routes.test.ts); the codes are bearer credentials by design
 * - report schedules delete: reports/routes.test.ts
 * - notifications read and delete by id, another person's list: notifications/routes.test.ts
 * - saved searches list and delete: searches/routes.test.ts
 * - collections list and change: collections/routes.test.ts
 * - conference items of another group: conference/pictures-groups.test.ts
 * Owned by no person (editorial or role-managed, so no IDOR case): announcements (charts), library
 * assets, sample inventory, coordinator assignments, seasons, internal assortments (by scope).
 */

let c: AssortmentTestApp;

beforeAll(async () => {
  c = await createAssortmentTestApp(12);
});
afterAll(() => c?.close());

type Person = JsonCaller & { user: TestUser };
/** Two people of one role: owner A and B. */
const twoOf = async (options: UserFactoryOptions): Promise<[Person, Person]> => {
  const signedIn = async (): Promise<Person> => {
    const user = await createUser(c.t.db, options);
    return { user, ...(await jsonCaller(c.t, user)) };
  };
  return Promise.all([signedIn(), signedIn()]);
};
type Answered = Promise<{ status: number; answer: { messageData?: { what?: string } } | null }>;
/** The status of a refusal; a 404 of the router (a path that names no route) would prove nothing. */
const refusal = async (pending: Answered) => {
  const { status, answer } = await pending;
  return status === 404 && !answer?.messageData?.what ? 'a path of no route' : status;
};
/** Each attempt's name and refusal, in order. */
const refusals = async (attempts: [string, () => Answered][]) => {
  const answered: [string, number | string][] = [];
  for (const [name, attempt] of attempts) answered.push([name, await refusal(attempt())]);
  return answered;
};
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

describe('orders', () => {
  const shoe = { style: 'TST100', color: '001', productType: 'Footwear' as const, gender: 'Womens' };
  const today = todayDateNumber(new Date());
  const kinds: { path: string; permissions: Permission[]; extra?: UserFactoryOptions; body: unknown }[] = [
    {
      path: 'samples/active-orders',
      permissions: [{ domain: 'sampleOrders', role: 'user' }],
      body: { purpose: 'Sales meeting', sizePreference: 'Preferred', coordinator: null, lines: [shoe] },
    },
    {
      path: 'promos/needs-review',
      permissions: [{ domain: 'promoOrders', role: 'user' }],
      body: {
        reason: 'Trade show',
        availDateWindow: 45,
        coordinator: null,
        lines: [{ ...shoe, quantity: 2, promoCode: 'ab1' }],
      },
    },
    {
      path: 'wholesale/active',
      permissions: [{ domain: 'wholesaleOrders', role: 'REP' }],
      extra: { wof: { access: true, country: 'USA' } },
      body: {
        region: 'usa',
        origin: 'domestic',
        customer: wholesaleCustomer,
        lines: [{ ...shoe, sizes: { '8': 12 }, unitPrice: 42, startDate: today, endDate: today }],
      },
    },
  ];

  it.each(kinds)(
    'keeps a $path DRAFT to its requester: read, change, comment, history, copy, delete (404)',
    async (kind) => {
      const [owner, other] = await twoOf({ permissions: kind.permissions, ...kind.extra });
      const created = await owner.call(`/api/orders/${kind.path}`, { body: kind.body });
      expect(created.status).toBe(200);
      const order = created.answer;
      const base = `/api/orders/${kind.path}`;
      const attempts: [string, () => Answered][] = [
        ['read', () => other.call(`${base}/order/${order.orderNumber}`)],
        ['change', () => other.call(`${base}/batch/${order._id}`, { method: 'PATCH', body: { action: 'submit' } })],
        ['comment', () => other.call(`${base}/comment/${order._id}`, { body: { text: 'Mine now' } })],
        ['history', () => other.call(`${base}/history/${order._id}`)],
        ['copy', () => other.call(`${base}/duplicate/${order._id}`, { method: 'POST' })],
        ['delete', () => other.call(`${base}/${order._id}`, { method: 'DELETE' })],
      ];
      expect(await refusals(attempts)).toEqual(attempts.map(([name]) => [name, 404]));

      const listed = await other.call(`${base}/query`, { body: {} });
      expect(listed.answer.rows.map((row: { _id: string }) => row._id)).not.toContain(order._id);
      const after = await owner.call(`${base}/order/${order.orderNumber}`);
      expect(after.status).toBe(200);
      expect(after.answer).toMatchObject({ status: 'DRAFT', comments: [] });
      expect(after.answer.lines).toHaveLength(order.lines.length);
      // The same calls are the owner's to make.
      expect((await owner.call(`${base}/comment/${order._id}`, { body: { text: 'Mine' } })).status).toBe(200);
      expect((await owner.call(`${base}/${order._id}`, { method: 'DELETE' })).status).toBe(200);
    },
  );
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

describe('notifications', () => {
  let notify: (notice: OrderEventNotice) => Promise<unknown>;
  beforeAll(() => {
    const notifier = createOrderNotifier({ mailer: createMailer(c.t.db, c.t.outbox.dispatch), publicUrl: undefined });
    notify = (notice) => c.t.db.transaction((tx) => notifier(tx, notice));
  });
  const sampleOrder = (fields: { requesterCode: string; coordinatorCode: string }) => ({
    id: crypto.randomUUID(),
    orderNumber: String(Math.floor(Math.random() * 1_000_000) + 1),
    type: 'SAMPLE' as const,
    ...fields,
  });
  const newest = async (caller: JsonCaller) =>
    (await caller.call('/api/notifications/orders/query', { body: {} })).answer.data[0];
  const markRead = (caller: JsonCaller, id: string) =>
    caller.call('/api/notifications/orders/batch/many', { body: { operation: 'setState', state: 'Read', ids: [id] } });

  it("lets another requester neither read nor mark a requester's notification", async () => {
    const [owner, other] = await twoOf({ permissions: [{ domain: 'sampleOrders', role: 'user' }] });
    const [coordinator] = await twoOf({ permissions: [{ domain: 'sampleOrders', role: 'coordinator' }] });
    await notify({
      event: 'completed',
      order: sampleOrder({ requesterCode: owner.user.userCode, coordinatorCode: coordinator.user.userCode }),
      actorCode: coordinator.user.userCode,
    });
    const mine = await newest(owner);
    expect(mine).toMatchObject({ state: 'New' });
    expect((await other.call(`/api/notifications/orders/${mine._id}`)).status).toBe(404);
    expect((await markRead(other, mine._id)).answer.changed).toBe(0);
    expect(await newest(owner)).toMatchObject({ _id: mine._id, state: 'New' });
  });

  it("lets a coordinator read another coordinator's notification (spec §6) but not mark or delete it", async () => {
    const [owner, other] = await twoOf({ permissions: [{ domain: 'sampleOrders', role: 'coordinator' }] });
    const requester = await createUser(c.t.db, { permissions: [{ domain: 'sampleOrders', role: 'user' }] });
    await notify({
      event: 'submitted',
      order: sampleOrder({ requesterCode: requester.userCode, coordinatorCode: owner.user.userCode }),
      actorCode: requester.userCode,
    });
    const mine = await newest(owner);
    expect((await other.call(`/api/notifications/orders/${mine._id}`)).status).toBe(200);
    expect((await markRead(other, mine._id)).answer.changed).toBe(0);
    const removed = await other.call('/api/notifications/orders/batch/many', {
      body: { operation: 'delete', ids: [mine._id] },
    });
    expect(removed.answer.changed).toBe(0);
    expect(await newest(owner)).toMatchObject({ _id: mine._id, state: 'New' });
  });
});
