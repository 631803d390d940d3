import type { Permission } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type JsonCaller, jsonCaller, type TestApp } from '../../test/test-app.js';
import { createMailer } from '../platform/mail/mailer.js';
import { createOrderNotifier, type OrderEventNotice } from './order-notifier.js';

let t: TestApp;
let requester: TestUser;
let coordinator: TestUser;
let seniorCoordinator: TestUser;
let approver: TestUser;
let asRequester: JsonCaller;
let asCoordinator: JsonCaller;
let asSenior: JsonCaller;
let notify: (notice: OrderEventNotice) => Promise<unknown>;

const holding = (...permissions: Permission[]) => ({ permissions });
let orderSequence = 0;
/** A hand-made order: no order table is written. */
const order = (type: 'SAMPLE' | 'PROMO', extra: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  orderNumber: String(500_000 + ++orderSequence),
  type,
  requesterCode: requester.userCode,
  approverCode: approver.userCode,
  coordinatorCode: coordinator.userCode,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://stride.test' } });
  requester = await createUser(t.db, {
    name: 'Maya',
    ...holding({ domain: 'sampleOrders', role: 'user' }, { domain: 'promoOrders', role: 'user' }),
  });
  coordinator = await createUser(t.db, {
    name: 'Isabela',
    ...holding({ domain: 'sampleOrders', role: 'coordinator' }),
  });
  seniorCoordinator = await createUser(t.db, { ...holding({ domain: 'sampleOrders', role: 'seniorCoordinator' }) });
  approver = await createUser(t.db, { name: 'Priya', ...holding({ domain: 'promoOrders', role: 'approver' }) });
  asRequester = await jsonCaller(t, requester);
  asCoordinator = await jsonCaller(t, coordinator);
  asSenior = await jsonCaller(t, seniorCoordinator);
  const notifier = createOrderNotifier({
    mailer: createMailer(t.db, t.outbox.dispatch),
    publicUrl: 'https://stride.test',
  });
  notify = (notice) => t.db.transaction((tx) => notifier(tx, notice));
});
afterAll(() => t?.close());

const query = (caller: JsonCaller, body: Record<string, unknown> = {}, userCode = '') =>
  caller.call(`/api/notifications/orders/query${userCode ? `/${userCode}` : ''}`, { body });

describe('notifyOrderEvent', () => {
  it('tells the coordinator of a submitted sample order, by notification and e-mail in their language', async () => {
    await query(asCoordinator, { language: 'pt-BR' });
    const sample = order('SAMPLE');
    await notify({ event: 'submitted', order: sample, actorCode: requester.userCode });
    const page = await query(asCoordinator, { language: 'pt-BR' });
    expect(page.answer.data[0]).toMatchObject({
      state: 'New',
      event: 'submitted',
      reason: 'coordinator',
      recipientCode: coordinator.userCode,
      actorName: `Maya ${requester.lastName}`,
      order: { _id: sample.id, orderNumber: sample.orderNumber, type: 'SAMPLE' },
    });
    const [mail] = await t.outbox.mailsTo(coordinator.email);
    expect(mail!.subject).toBe(`Stride: Maya ${requester.lastName} enviou o pedido de amostras ${sample.orderNumber}`);
    expect(mail!.text).toContain('Olá, Isabela,');
    expect(mail!.text).toContain(`https://stride.test/orders/samples/order/${sample.orderNumber}`);
    // The requester acted: nobody tells them of their own submit.
    expect((await query(asRequester)).answer.data.map((n: { order: { _id: string } }) => n.order._id)).not.toContain(
      sample.id,
    );
  });

  it('tells the requester of a decision and the approver of an order awaiting them, in English by default', async () => {
    const promo = order('PROMO', { orderApprovalStatus: 'REQUIRES APPROVER' });
    await notify({ event: 'submitted', order: promo, actorCode: requester.userCode });
    const [approverMail] = await t.outbox.mailsTo(approver.email);
    expect(approverMail!.subject).toContain(`submitted promo order ${promo.orderNumber}`);
    expect(approverMail!.text).toContain('The order awaits your review.');

    await notify({
      event: 'denied',
      order: { ...promo, orderApprovalStatus: 'REVIEW COMPLETE' },
      actorCode: approver.userCode,
    });
    const latest = (await query(asRequester)).answer.data[0];
    expect(latest).toMatchObject({ event: 'denied', reason: 'requester', actorName: `Priya ${approver.lastName}` });
  });

  it('writes nothing when the transaction rolls back, and skips people without an active account', async () => {
    const before = (await query(asCoordinator)).answer.totalCount;
    await expect(
      t.db.transaction(async (tx) => {
        await createOrderNotifier({ mailer: createMailer(t.db, t.outbox.dispatch), publicUrl: undefined })(tx, {
          event: 'assigned',
          order: order('SAMPLE'),
          actorCode: seniorCoordinator.userCode,
        });
        throw new Error('the order change failed');
      }),
    ).rejects.toThrow('the order change failed');
    expect((await query(asCoordinator)).answer.totalCount).toBe(before);
    expect(
      await notify({ event: 'assigned', order: order('SAMPLE', { coordinatorCode: 'NOBODY-X' }), actorCode: 'X' }),
    ).toEqual([]);
  });
});

describe('notification calls', () => {
  it('pages newest first with the unread count, filters by state, marks read, unread and deletes', async () => {
    const reader = await createUser(t.db, holding({ domain: 'sampleOrders', role: 'coordinator' }));
    const asReader = await jsonCaller(t, reader);
    for (let i = 0; i < 3; i++) {
      await notify({
        event: 'assigned',
        order: order('SAMPLE', { coordinatorCode: reader.userCode }),
        actorCode: seniorCoordinator.userCode,
      });
    }
    const all = await query(asReader, { limit: 2 });
    expect(all.status).toBe(200);
    expect(all.answer).toMatchObject({ totalCount: 3, unreadCount: 3 });
    expect(all.answer.data).toHaveLength(2);
    const numbers = all.answer.data.map((n: { order: { orderNumber: string } }) => Number(n.order.orderNumber));
    expect(numbers[0]).toBeGreaterThan(numbers[1]);
    const [newest, second] = all.answer.data;

    const read = await asReader.call('/api/notifications/orders/batch/many', {
      body: { operation: 'setState', state: 'Read', ids: [newest._id] },
    });
    expect(read.answer).toEqual({ changed: 1, unreadCount: 2 });
    expect((await asReader.call(`/api/notifications/orders/${newest._id}`)).answer.state).toBe('Read');
    expect((await query(asReader, { state: 'Read' })).answer.data.map((n: { _id: string }) => n._id)).toEqual([
      newest._id,
    ]);
    const unread = await asReader.call('/api/notifications/orders/batch/many', {
      body: { operation: 'setState', state: 'New', ids: [newest._id] },
    });
    expect(unread.answer.unreadCount).toBe(3);

    expect((await asReader.call('/api/notifications/orders/setStateAll/Read', { method: 'POST' })).answer).toEqual({
      changed: 3,
      unreadCount: 0,
    });
    const removed = await asReader.call('/api/notifications/orders/batch/many', {
      body: { operation: 'delete', ids: [second._id] },
    });
    expect(removed.answer.changed).toBe(1);
    expect((await query(asReader)).answer.totalCount).toBe(2);
    expect((await asReader.call(`/api/notifications/orders/${second._id}`)).status).toBe(404);

    // Someone else's ids change nothing, and their notifications stay hidden.
    const [theirs] = (await query(asReader)).answer.data;
    const stranger = await jsonCaller(t, requester);
    expect(
      (
        await stranger.call('/api/notifications/orders/batch/many', {
          body: { operation: 'delete', ids: [theirs._id] },
        })
      ).answer.changed,
    ).toBe(0);
    expect((await stranger.call(`/api/notifications/orders/${theirs._id}`)).status).toBe(404);
  });

  it("lets coordinators read another coordinator's notifications, and nobody else", async () => {
    const mine = await query(asCoordinator);
    const viewed = await query(asSenior, {}, coordinator.userCode);
    expect(viewed.status).toBe(200);
    expect(viewed.answer.totalCount).toBe(mine.answer.totalCount);
    expect((await asSenior.call(`/api/notifications/orders/${mine.answer.data[0]._id}`)).status).toBe(200);
    // Looking never marks them read for their owner.
    expect((await query(asCoordinator)).answer.unreadCount).toBe(mine.answer.unreadCount);

    expect((await query(asRequester, {}, coordinator.userCode)).status).toBe(403);
    expect((await query(asSenior, {}, requester.userCode)).status).toBe(404);
  });

  it('refuses strangers, bad types and bad bodies', async () => {
    const noOrders = await jsonCaller(t, await createUser(t.db, holding({ domain: 'products', role: 'user' })));
    expect((await query(noOrders)).status).toBe(403);
    expect((await t.call('/api/notifications/orders/query', { body: {} })).status).toBe(401);
    expect((await asRequester.call('/api/notifications/news/query', { body: {} })).status).toBe(400);
    expect((await query(asRequester, { limit: 1000 })).status).toBe(400);
    expect((await query(asRequester, { language: 'xx-XX' })).status).toBe(400);
    expect(
      (
        await asRequester.call('/api/notifications/orders/batch/many', {
          body: { operation: 'setState', state: 'Gone', ids: [crypto.randomUUID()] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await asRequester.call('/api/notifications/orders/batch/many', { body: { operation: 'delete', ids: [] } }))
        .status,
    ).toBe(400);
    expect((await asRequester.call('/api/notifications/orders/not-a-uuid')).status).toBe(400);
  });
});
