import { describe, expect, it } from 'vitest';
import type { OrderEventNotice } from '../notifications/order-notifier.js';
import { orderEventNotices } from './notices.js';
import { shoe, useOrdersTestApp } from './routes-test-setup.js';

const { as, codes, patch, orderSystemIn } = useOrdersTestApp([
  'requester',
  'other',
  'coordinator',
  'approver',
  'senior',
]);

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
    const later = orderSystemIn(15, notify);
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
