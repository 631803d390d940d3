import { type Permission, todayDateNumber } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderNotifier, type OrderEventNotice } from '../src/notifications/order-notifier.js';
import { createMailer } from '../src/platform/mail/mailer.js';
import { type AssortmentTestApp, createAssortmentTestApp } from './assortment-fixtures.js';
import { createUser, type TestUser, type UserFactoryOptions } from './factories.js';
import { type Answered, refusals } from './idor-harness.js';
import { type JsonCaller, jsonCaller } from './test-app.js';
import { wholesaleCustomer } from './wholesale-fixtures.js';

// IDOR (idor-harness.ts) on orders and their notifications: drafts of each kind of order, and
// order notifications between requesters and between coordinators.

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
