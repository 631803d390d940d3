import type { OrderLineFields, OrderStatus, Permission } from '@stride/domain';
import { orderLineFieldsSchema } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueToken } from '../../test/factories.js';
import { createTestApp, jsonCaller, type TestApp } from '../../test/test-app.js';
import { orderLines, orders } from './tables.js';

let t: TestApp;
/** Styles of this file's own: the list spans every open sample order of a shared database. */
const tag = uniqueToken('S').toUpperCase().slice(0, 12);
const runner = `${tag}A`;
const trail = `${tag}B`;

const line = (style: string, color: string, quantity: number): OrderLineFields =>
  orderLineFieldsSchema.parse({ style, color, quantity, name: `${style} shoe` });

const addOrder = async (
  status: OrderStatus,
  lines: { fields: OrderLineFields; status?: string }[],
  type = 'SAMPLE',
) => {
  const [order] = await t.db
    .insert(orders)
    .values({
      type: type as 'SAMPLE',
      status,
      approvalStatus: 'PENDING',
      productType: 'Footwear',
      requesterCode: `${tag}-R`,
      requesterName: 'Sam Requester',
    })
    .returning();
  await t.db.insert(orderLines).values(
    lines.map((entry, position) => ({
      orderId: order!.id,
      position,
      status: entry.status ?? 'PENDING',
      fields: entry.fields,
    })),
  );
};

const caller = async (permissions: Permission[]) => jsonCaller(t, await createUser(t.db, { permissions }));

beforeAll(async () => {
  t = await createTestApp();
  await addOrder('SUBMITTED', [{ fields: line(runner, 'BLK', 2) }, { fields: line(trail, 'RED', 1) }]);
  await addOrder('IN PROGRESS', [
    { fields: line(runner, 'BLK', 3) },
    { fields: line(trail, 'RED', 4), status: 'Deleted' },
  ]);
  // Not open: a draft, a completed order, a promo order.
  await addOrder('DRAFT', [{ fields: line(runner, 'BLK', 9) }]);
  await addOrder('COMPLETED', [{ fields: line(trail, 'RED', 9) }]);
  await addOrder('SUBMITTED', [{ fields: line(trail, 'RED', 9) }], 'PROMO');
});
afterAll(() => t?.close());

describe('GET /api/orders/samples/sample-styles', () => {
  it('lists the style-colours of open sample orders with their orders and live units, most units first', async () => {
    const coordinator = await caller([{ domain: 'sampleOrders', role: 'coordinator' }]);
    const { status, answer } = await coordinator.call('/api/orders/samples/sample-styles');
    expect(status).toBe(200);
    const mine = (answer as { style: string }[]).filter((row) => row.style.startsWith(tag));
    expect(mine).toEqual([
      { style: runner, color: 'BLK', name: `${runner} shoe`, productType: 'Footwear', orders: 2, units: 5 },
      { style: trail, color: 'RED', name: `${trail} shoe`, productType: 'Footwear', orders: 1, units: 1 },
    ]);
  });

  it('is for coordinators and senior coordinators only', async () => {
    const senior = await caller([{ domain: 'sampleOrders', role: 'seniorCoordinator' }]);
    expect((await senior.call('/api/orders/samples/sample-styles')).status).toBe(200);
    const requester = await caller([{ domain: 'sampleOrders', role: 'user' }]);
    expect((await requester.call('/api/orders/samples/sample-styles')).status).toBe(403);
    const sampleCoordinator = await caller([{ domain: 'sampleOrders', role: 'sampleCoordinator' }]);
    expect((await sampleCoordinator.call('/api/orders/samples/sample-styles')).status).toBe(403);
  });
});
