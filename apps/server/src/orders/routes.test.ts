import { type Permission, todayDateNumber } from '@stride/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type JsonCaller, jsonCaller, type TestApp } from '../../test/test-app.js';
import { wholesaleCustomer } from '../../test/wholesale-fixtures.js';
import { coordinatorAssignments } from '../coordinator-assignments/tables.js';
import { customers } from '../customers/tables.js';
import type { OrderEventNotice } from '../notifications/order-notifier.js';
import { orderEventNotices } from './notices.js';
import { createOrdersRepository } from './repository.js';
import { createOrdersService } from './service.js';
import { orders } from './tables.js';

let t: TestApp;
/** A territory of this file's own, so the shared PostgreSQL database's other customers stay out. */
const territory = `T-ORD-${Math.random().toString(36).slice(2, 8)}`;
const as: Record<string, JsonCaller> = {};
const codes: Record<string, string> = {};

const people: Record<string, Permission[]> = {
  requester: [
    { domain: 'sampleOrders', role: 'user' },
    { domain: 'promoOrders', role: 'user' },
  ],
  other: [
    { domain: 'sampleOrders', role: 'user' },
    { domain: 'promoOrders', role: 'user' },
  ],
  coordinator: [
    { domain: 'sampleOrders', role: 'coordinator' },
    { domain: 'promoOrders', role: 'coordinator' },
  ],
  coordinator2: [{ domain: 'sampleOrders', role: 'coordinator' }],
  sampleCoordinator: [{ domain: 'sampleOrders', role: 'sampleCoordinator' }],
  approver: [{ domain: 'promoOrders', role: 'approver' }],
  senior: [{ domain: 'promoOrders', role: 'seniorApprover' }],
  rep: [{ domain: 'wholesaleOrders', role: 'REP' }],
  noOrders: [{ domain: 'products', role: 'user' }],
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, permissions] of Object.entries(people)) {
    const user = await createUser(t.db, {
      permissions,
      ...(name === 'rep' ? { wof: { access: true, country: 'USA' } } : {}),
      ...(name === 'senior' ? { hasAdvancedRights: true } : {}),
      ...(name === 'requester' ? { userTBEs: [{ territory, businessEntity: 'US', locations: [{ key: 'US' }] }] } : {}),
    });
    codes[name] = user.userCode;
    as[name] = await jsonCaller(t, user);
  }
});
afterAll(() => t.close());

const shoe = { style: 'TST100', color: '001', productType: 'Footwear' as const, gender: 'Womens' };

const createSample = async (lines = [shoe]) => {
  const { status, answer } = await as.requester!.call('/api/orders/samples/active-orders', {
    // No coordinator yet: other files' assignments in a shared database must not pick one.
    body: { purpose: 'Sales meeting', sizePreference: 'Preferred', coordinator: null, lines },
  });
  expect(status).toBe(200);
  return answer;
};

const patch = (who: string, path: string, id: string, body: unknown) =>
  as[who]!.call(`/api/orders/${path}/batch/${id}`, { method: 'PATCH', body });

describe('sample orders', () => {
  it('creates a DRAFT with default sizes, then the requester submits and a coordinator completes it', async () => {
    const order = await createSample([
      shoe,
      { ...shoe, color: '002', productType: 'Apparel' as const, side: 'Left' } as never,
    ]);
    expect(order).toMatchObject({ type: 'SAMPLE', status: 'DRAFT', orderApprovalStatus: 'PENDING', editable: true });
    expect(order.lines.map((line: { size: string; side: string }) => [line.size, line.side])).toEqual([
      ['6', 'Pair'],
      ['M', 'Pair'],
    ]);
    expect(order.actions).toEqual(expect.arrayContaining(['submit', 'deactivate']));

    const submitted = await patch('requester', 'samples/active-orders', order._id, { action: 'submit' });
    expect(submitted.answer).toMatchObject({ status: 'SUBMITTED', editable: false });
    expect(submitted.answer.submittedDate).not.toBeNull();

    const started = await patch('coordinator', 'samples/active-orders', order._id, { action: 'startProcessing' });
    expect(started.answer).toMatchObject({
      status: 'IN PROGRESS',
      orderApprovalStatus: 'PROCESSED',
      coordinator: codes.coordinator,
    });
    const done = await patch('coordinator', 'samples/active-orders', order._id, { action: 'markComplete' });
    expect(done.answer).toMatchObject({ status: 'COMPLETED', orderApprovalStatus: 'FINALIZED' });

    const history = await as.requester!.call(`/api/orders/samples/archived-orders/history/${order._id}`);
    expect(
      history.answer.map((entry: { fromStatus: string; toStatus: string }) => `${entry.fromStatus}>${entry.toStatus}`),
    ).toEqual(['DRAFT>SUBMITTED', 'SUBMITTED>IN PROGRESS', 'IN PROGRESS>COMPLETED']);
  });

  it('refuses actions the state machine does not allow to the person', async () => {
    const order = await createSample();
    const early = await patch('coordinator', 'samples/active-orders', order._id, { action: 'markComplete' });
    expect(early.status).toBe(409);
    expect(early.answer.messageCode).toBe('ITS_FE_ERROR_NEXTORWRK_ERROR');
    const empty = await patch('requester', 'samples/active-orders', order._id, {});
    expect(empty.status).toBe(400);
    // Order-row creation and deletion need rows (spec part 1 §5).
    const noRows = await patch('requester', 'samples/active-orders', order._id, { lines: { add: [], remove: [] } });
    expect(noRows.status).toBe(400);
  });

  it("keeps both coordinators' changes when they write different lines of one order at once", async () => {
    const order = await createSample([shoe, { ...shoe, color: '003' }]);
    await patch('requester', 'samples/active-orders', order._id, { action: 'submit' });
    const [first, second] = order.lines;
    const answers = await Promise.all([
      patch('coordinator', 'samples/active-orders', order._id, {
        lines: { update: [{ _id: first._id, shipper: 'UPS', tracking: '1Z999' }] },
      }),
      patch('coordinator2', 'samples/active-orders', order._id, {
        lines: { update: [{ _id: second._id, quantity: 3 }] },
        fields: { instructions: 'Ship to the Paris showroom' },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.answer.lines[0].trackingUrl).toBe('https://www.ups.com/track?tracknum=1Z999');
    const { answer } = await as.requester!.call(`/api/orders/samples/active-orders/order/${order.orderNumber}`);
    expect(answer.lines[0]).toMatchObject({ shipper: 'UPS', tracking: '1Z999', quantity: 1, size: '6' });
    expect(answer.lines[1]).toMatchObject({ quantity: 3, size: '6', color: '003' });
    expect(answer).toMatchObject({
      instructions: 'Ship to the Paris showroom',
      purpose: 'Sales meeting',
      sizePreference: 'Preferred',
    });
  });

  it('keeps a ship-to address as typed, its state upper-cased, and drops what it does not know', async () => {
    const order = await createSample();
    const shipTo = {
      attention: 'Showroom',
      street: '1 Pearl St',
      city: 'Boulder',
      state: 'co',
      zip: '80302',
      floor: 3,
    };
    const saved = await patch('requester', 'samples/active-orders', order._id, { fields: { shipTo } });
    expect(saved.status).toBe(200);
    expect(saved.answer.shipTo).toEqual({ ...shipTo, state: 'CO', street2: '', floor: undefined });
    const tooLong = await patch('requester', 'samples/active-orders', order._id, {
      fields: { shipTo: { ...shipTo, zip: '8'.repeat(11) } },
    });
    expect(tooLong.status).toBe(400);
  });

  it('lists a tab newest first, shows a submitted order to coordinators but a DRAFT only to its requester', async () => {
    const draft = await createSample();
    const submitted = await createSample();
    await patch('requester', 'samples/active-orders', submitted._id, { action: 'submit' });
    const mine = await as.requester!.call('/api/orders/samples/active-orders/query', { body: {} });
    const numbers = mine.answer.rows.map((row: { orderNumber: number }) => row.orderNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers).toEqual(expect.arrayContaining([draft.orderNumber, submitted.orderNumber]));
    const coordinated = await as.coordinator!.call('/api/orders/samples/active-orders/query', { body: {} });
    const seen = coordinated.answer.rows.map((row: { orderNumber: number }) => row.orderNumber);
    expect(seen).toContain(submitted.orderNumber);
    expect(seen).not.toContain(draft.orderNumber);
    const stranger = await as.other!.call(`/api/orders/samples/active-orders/order/${draft.orderNumber}`);
    expect(stranger.status).toBe(404);
  });

  it('deletes a DRAFT of its requester only, and refuses a submitted one', async () => {
    const draft = await createSample();
    expect((await as.other!.call(`/api/orders/samples/active-orders/${draft._id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect(
      (await as.requester!.call(`/api/orders/samples/active-orders/${draft._id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    const submitted = await createSample();
    await patch('requester', 'samples/active-orders', submitted._id, { action: 'submit' });
    const refused = await as.requester!.call(`/api/orders/samples/active-orders/${submitted._id}`, {
      method: 'DELETE',
    });
    expect(refused.status).toBe(409);
  });

  it('duplicates an order as a new DRAFT with its live lines, and keeps removed lines as Deleted', async () => {
    const order = await createSample([shoe, { ...shoe, color: '004' }]);
    const removed = await patch('requester', 'samples/active-orders', order._id, {
      lines: { remove: [order.lines[1]._id] },
    });
    expect(removed.answer.lines[1].status).toBe('Deleted');
    const copy = await as.requester!.call(`/api/orders/samples/active-orders/duplicate/${order._id}`, {
      method: 'POST',
    });
    expect(copy.answer).toMatchObject({ status: 'DRAFT', purpose: 'Sales meeting' });
    expect(copy.answer.lines).toHaveLength(1);
    expect(copy.answer.orderNumber).toBeGreaterThan(order.orderNumber);
  });

  it("finds ship-to accounts of the requester's territories by number or name", async () => {
    await t.db.insert(customers).values([
      { accountNumber: `${territory}-1`, name: 'Harbor Running Co', city: 'Portland', country: 'USA', territory },
      { accountNumber: `${territory}-2`, name: 'Summit Sports', city: 'Denver', country: 'USA', territory },
    ]);
    const { status, answer } = await as.requester!.call('/api/orders/samples/active-orders/accounts/address/harbor');
    expect(status).toBe(200);
    expect(answer).toEqual([expect.objectContaining({ name: 'Harbor Running Co', city: 'Portland', country: 'USA' })]);
    const other = await as.other!.call('/api/orders/samples/active-orders/accounts/address/harbor');
    expect(other.answer).toEqual([]);
  });

  it("preselects the coordinator the sample room's assignments name for the requester", async () => {
    await t.db.insert(coordinatorAssignments).values({
      data: {
        coordinatorCode: codes.coordinator2!,
        coordinatorName: 'Second Coordinator',
        orderTypes: ['SAMPLE'],
        requesterCodes: [codes.requester!],
        regions: [],
        productTypes: [],
        notes: '',
      },
    });
    const { answer } = await as.requester!.call('/api/orders/samples/active-orders', { body: { lines: [shoe] } });
    expect(answer).toMatchObject({ coordinator: codes.coordinator2, coordinatorName: 'Second Coordinator' });
    expect(answer.coordinatorAssignment).not.toBeNull();
  });

  it("keeps a sample coordinator's active tab to submitted and in-progress orders; other people see their drafts", async () => {
    const draftOf = async (who: string) =>
      (
        await as[who]!.call('/api/orders/samples/active-orders', {
          body: { purpose: 'Own samples', coordinator: null, lines: [shoe] },
        })
      ).answer;
    const activeIds = async (who: string) =>
      (await as[who]!.call('/api/orders/samples/active-orders/query', { body: {} })).answer.rows.map(
        (row: { _id: string }) => row._id,
      );
    const sampleCoordinatorDraft = await draftOf('sampleCoordinator');
    const coordinatorDraft = await draftOf('coordinator');
    expect(await activeIds('sampleCoordinator')).not.toContain(sampleCoordinatorDraft._id);
    expect(await activeIds('coordinator')).toContain(coordinatorDraft._id);
    expect(await activeIds('coordinator')).not.toContain(sampleCoordinatorDraft._id);
  });

  it('lists on the archived tab only what was created within the last year', async () => {
    const recent = await createSample();
    const old = await createSample();
    for (const order of [recent, old]) {
      expect((await patch('requester', 'samples/active-orders', order._id, { action: 'deactivate' })).status).toBe(200);
    }
    await t.db
      .update(orders)
      .set({ createdDate: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(orders.id, old._id));
    const { answer } = await as.requester!.call('/api/orders/samples/archived-orders/query', { body: {} });
    const ids = answer.rows.map((row: { _id: string }) => row._id);
    expect(ids).toContain(recent._id);
    expect(ids).not.toContain(old._id);
  });

  it('takes comments from the people of the order', async () => {
    const order = await createSample();
    const { answer } = await as.requester!.call(`/api/orders/samples/active-orders/comment/${order._id}`, {
      body: { text: 'Needed by Friday' },
    });
    expect(answer.comments).toEqual([expect.objectContaining({ text: 'Needed by Friday', userCode: codes.requester })]);
  });

  it("refuses people without an order permission, unknown tabs and another type's order", async () => {
    expect((await as.noOrders!.call('/api/orders/samples/active-orders/query', { body: {} })).status).toBe(403);
    expect((await as.requester!.call('/api/orders/samples/needs-review/query', { body: {} })).status).toBe(400);
    expect((await as.requester!.call('/api/orders/wholesale/active/query', { body: {} })).status).toBe(403);
    const order = await createSample();
    expect((await as.requester!.call(`/api/orders/promos/needs-review/order/${order.orderNumber}`)).status).toBe(404);
  });
});

describe('promo orders', () => {
  const createPromo = async (quantity: number, lines = 1) => {
    const { answer } = await as.requester!.call('/api/orders/promos/needs-review', {
      body: {
        reason: 'Trade show',
        availDateWindow: 45,
        coordinator: null,
        lines: Array.from({ length: lines }, (_, index) => ({
          ...shoe,
          color: `1${index}`,
          quantity,
          promoCode: 'ab1',
        })),
      },
    });
    return answer;
  };

  it('goes through an approver alone when small', async () => {
    const order = await createPromo(2);
    expect(order.lines[0]).toMatchObject({ status: 'APPROVED', promoCode: 'AB1' });
    await patch('requester', 'promos/needs-review', order._id, { action: 'submit' });
    const review = await as.approver!.call('/api/orders/promos/needs-review/query', { body: {} });
    expect(review.answer.rows.map((row: { _id: string }) => row._id)).toContain(order._id);
    const approved = await patch('approver', 'promos/needs-review', order._id, { action: 'approve' });
    expect(approved.answer).toMatchObject({
      status: 'APPROVED',
      orderApprovalStatus: 'REVIEW COMPLETE',
      approverCode: codes.approver,
    });
  });

  it('needs a senior approver above 24 units, who may later turn the decision', async () => {
    const order = await createPromo(9, 3);
    expect(order.needsSeniorApproval).toBe(true);
    await patch('requester', 'promos/needs-review', order._id, { action: 'submit' });
    const first = await patch('approver', 'promos/needs-review', order._id, { action: 'approve' });
    expect(first.answer).toMatchObject({ status: 'PENDING', orderApprovalStatus: 'REQUIRES SENIOR' });
    expect((await patch('approver', 'promos/needs-review', order._id, { action: 'approve' })).status).toBe(409);
    const senior = await patch('senior', 'promos/needs-review', order._id, { action: 'approve' });
    expect(senior.answer).toMatchObject({ status: 'APPROVED', seniorApproverCode: codes.senior });
    const turned = await patch('senior', 'promos/reviewed', order._id, { action: 'deny' });
    expect(turned.answer).toMatchObject({ status: 'DENIED' });
    const coordinatorTab = await as.coordinator!.call('/api/orders/promos/reviewed/query', { body: {} });
    expect(coordinatorTab.answer.rows.map((row: { _id: string }) => row._id)).not.toContain(order._id);
  });

  it('starts a line APPROVED only when the requester adds it, PENDING when an approver does', async () => {
    const order = await createPromo(2);
    expect(order.lines[0].status).toBe('APPROVED');
    await patch('requester', 'promos/needs-review', order._id, { action: 'submit' });
    const added = await patch('approver', 'promos/needs-review', order._id, {
      lines: { add: [{ ...shoe, color: '77', quantity: 1 }] },
    });
    expect(added.status).toBe(200);
    expect(added.answer.lines.map((line: { status: string }) => line.status)).toEqual(['APPROVED', 'PENDING']);
  });

  it('refuses a coordinator change on the needs-review tab', async () => {
    const order = await createPromo(2);
    await patch('requester', 'promos/needs-review', order._id, { action: 'submit' });
    const refused = await patch('coordinator', 'promos/needs-review', order._id, {
      fields: { coordinator: codes.coordinator },
    });
    expect(refused.status).toBe(403);
    const query = await as.coordinator!.call('/api/orders/promos/needs-review/query', {
      body: { coordinator: codes.coordinator },
    });
    expect(query.status).toBe(403);
  });

  it('lets a promo order no one decided within 14 days lapse to UNAPPROVED ORDER, by the order system', async () => {
    const order = await createPromo(2);
    await patch('requester', 'promos/needs-review', order._id, { action: 'submit' });
    const notices: OrderEventNotice[] = [];
    const notify = orderEventNotices(async (_db, notice) => {
      if (notice.order.id === order._id) notices.push(notice);
      return [];
    });
    const later = createOrdersService({
      repository: createOrdersRepository(t.db),
      bypassPermissions: false,
      onOrderEvent: notify,
      checkWholesaleSubmit: () => [],
      coordinatorAssignments: async () => [],
      now: () => new Date(Date.now() + 15 * 86_400_000),
    });
    expect(await later.expireLapsedPromos()).toBeGreaterThanOrEqual(1);
    const { answer } = await as.requester!.call(`/api/orders/promos/archived/order/${order.orderNumber}`);
    expect(answer.status).toBe('UNAPPROVED ORDER');
    const history = await as.requester!.call(`/api/orders/promos/archived/history/${order._id}`);
    expect(history.answer.at(-1)).toMatchObject({ action: 'expire', name: 'Order system' });
    // Its requester hears of it once (the domain's recipients), not every approver it awaited.
    expect(notices).toEqual([expect.objectContaining({ event: 'expired', actorCode: 'system' })]);
  });

  it("counts a requester's submitted orders of the year", async () => {
    const order = await createPromo(4);
    await patch('requester', 'promos/needs-review', order._id, { action: 'submit' });
    const { answer } = await as.requester!.call(`/api/orders/promos/needs-review/year/${codes.requester}/Footwear`);
    expect(answer.orders).toBeGreaterThanOrEqual(1);
    expect(answer.units).toBeGreaterThanOrEqual(4);
    expect((await as.other!.call(`/api/orders/promos/needs-review/year/${codes.requester}/Footwear`)).status).toBe(403);
  });
});

describe('wholesale orders', () => {
  const customer = wholesaleCustomer;
  const today = todayDateNumber(new Date());
  const createWholesale = async (startDate: number, origin = 'domestic') =>
    (
      await as.rep!.call('/api/orders/wholesale/active', {
        body: {
          region: 'usa',
          origin,
          customer,
          lines: [{ ...shoe, sizes: { '8': 12, '9': 12 }, unitPrice: 42, startDate, endDate: startDate }],
        },
      })
    ).answer;

  it('submits a draft that the order system accepts', async () => {
    const created = await createWholesale(today);
    // Domestic footwear takes line status A; footwear from import does not (spec part 1 §5).
    expect(created.lines[0].status).toBe('A');
    expect((await createWholesale(today, 'import')).lines[0].status).toBe('PENDING');
    const submitted = await patch('rep', 'wholesale/active', created._id, { action: 'submit' });
    expect(submitted.answer).toMatchObject({ status: 'SUBMITTED', orderApprovalStatus: 'PROCESSED' });
  });

  it("is completed by the order system once every line's ship window has ended", async () => {
    const created = await createWholesale(today);
    await patch('rep', 'wholesale/active', created._id, { action: 'submit' });
    const system = (days: number) =>
      createOrdersService({
        repository: createOrdersRepository(t.db),
        bypassPermissions: false,
        onOrderEvent: async () => {},
        checkWholesaleSubmit: () => [],
        coordinatorAssignments: async () => [],
        now: () => new Date(Date.now() + days * 86_400_000),
      });
    const read = async () => (await as.rep!.call(`/api/orders/wholesale/archived/order/${created.orderNumber}`)).answer;
    // The line ships on its start date: still open that day, completed the day after.
    await system(0).completeShippedWholesale();
    expect(await read()).toMatchObject({ status: 'SUBMITTED' });
    await system(2).completeShippedWholesale();
    expect(await read()).toMatchObject({ status: 'COMPLETED', orderApprovalStatus: 'FINALIZED' });
    const history = await as.rep!.call(`/api/orders/wholesale/archived/history/${created._id}`);
    expect(history.answer.at(-1)).toMatchObject({ action: 'markComplete', name: 'Order system' });
  });

  it("keeps a rejected draft's changes and names each rejected item", async () => {
    const created = await createWholesale(19_990_001);
    const rejected = await patch('rep', 'wholesale/active', created._id, { fields: { po: 'PO-77' }, action: 'submit' });
    expect(rejected.status).toBe(400);
    expect(rejected.answer.messageCode).toBe('ITS_FE_ERROR_ORDER_REJECTED');
    expect(rejected.answer.messageData.items[0]).toMatchObject({ style: 'TST100', color: '001' });
    const { answer } = await as.rep!.call(`/api/orders/wholesale/active/order/${created.orderNumber}`);
    expect(answer).toMatchObject({ status: 'DRAFT', po: 'PO-77' });
  });
});
