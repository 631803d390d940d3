import { describe, expect, it } from 'vitest';
import { coordinatorAssignments } from '../coordinator-assignments/tables.js';
import { shoe, useOrdersTestApp } from './routes-test-setup.js';

const { as, codes, db, createSample, patch } = useOrdersTestApp(['requester', 'other', 'coordinator', 'coordinator2']);

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

  it("preselects the coordinator the sample room's assignments name for the requester", async () => {
    await db()
      .insert(coordinatorAssignments)
      .values({
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

  it('takes comments from the people of the order', async () => {
    const order = await createSample();
    const { answer } = await as.requester!.call(`/api/orders/samples/active-orders/comment/${order._id}`, {
      body: { text: 'Needed by Friday' },
    });
    expect(answer.comments).toEqual([expect.objectContaining({ text: 'Needed by Friday', userCode: codes.requester })]);
  });
});
