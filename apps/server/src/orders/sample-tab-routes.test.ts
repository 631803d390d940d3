import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../customers/tables.js';
import { type Person, shoe, useOrdersTestApp } from './routes-test-setup.js';
import { orders } from './tables.js';

const { territory, as, db, createSample, patch } = useOrdersTestApp([
  'requester',
  'other',
  'coordinator',
  'sampleCoordinator',
  'noOrders',
]);

describe('sample orders', () => {
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

  it("finds ship-to accounts of the requester's territories by number or name", async () => {
    await db()
      .insert(customers)
      .values([
        { accountNumber: `${territory}-1`, name: 'Harbor Running Co', city: 'Portland', country: 'USA', territory },
        { accountNumber: `${territory}-2`, name: 'Summit Sports', city: 'Denver', country: 'USA', territory },
      ]);
    const { status, answer } = await as.requester!.call('/api/orders/samples/active-orders/accounts/address/harbor');
    expect(status).toBe(200);
    expect(answer).toEqual([expect.objectContaining({ name: 'Harbor Running Co', city: 'Portland', country: 'USA' })]);
    const other = await as.other!.call('/api/orders/samples/active-orders/accounts/address/harbor');
    expect(other.answer).toEqual([]);
  });

  it("keeps a sample coordinator's active tab to submitted and in-progress orders; other people see their drafts", async () => {
    const draftOf = async (who: Person) =>
      (
        await as[who]!.call('/api/orders/samples/active-orders', {
          body: { purpose: 'Own samples', coordinator: null, lines: [shoe] },
        })
      ).answer;
    const activeIds = async (who: Person) =>
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
    await db()
      .update(orders)
      .set({ createdDate: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(orders.id, old._id));
    const { answer } = await as.requester!.call('/api/orders/samples/archived-orders/query', { body: {} });
    const ids = answer.rows.map((row: { _id: string }) => row._id);
    expect(ids).toContain(recent._id);
    expect(ids).not.toContain(old._id);
  });

  it("refuses people without an order permission, unknown tabs and another type's order", async () => {
    expect((await as.noOrders!.call('/api/orders/samples/active-orders/query', { body: {} })).status).toBe(403);
    expect((await as.requester!.call('/api/orders/samples/needs-review/query', { body: {} })).status).toBe(400);
    expect((await as.requester!.call('/api/orders/wholesale/active/query', { body: {} })).status).toBe(403);
    const order = await createSample();
    expect((await as.requester!.call(`/api/orders/promos/needs-review/order/${order.orderNumber}`)).status).toBe(404);
  });
});
