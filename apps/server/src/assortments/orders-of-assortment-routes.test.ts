import { assortmentOrderSchema } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';

let c: AssortmentTestApp;
let owner: AssortmentCaller;
/** A manager of assortments who may open the owner's assortment and orders samples too. */
let manager: AssortmentCaller;

const samples = { domain: 'sampleOrders', role: 'user' } as const;

beforeAll(async () => {
  c = await createAssortmentTestApp(4);
  owner = await c.caller('user', undefined, [samples]);
  manager = await c.caller('manager', undefined, [samples]);
});
afterAll(() => c?.close());

/** A sample order (a DRAFT: its requester's alone), made from the assortment when one is named. */
const sampleOrder = async (as: AssortmentCaller, assortmentId?: string) => {
  const { style, color } = c.footwear[0]!;
  const { status, answer } = await as.call('/api/orders/samples/active-orders', {
    body: {
      purpose: 'Line review',
      sizePreference: 'Preferred',
      coordinator: null,
      lines: [{ style, color, productType: 'Footwear', gender: 'Mens' }],
      ...(assortmentId ? { assortmentId } : {}),
    },
  });
  expect(status).toBe(200);
  return answer as { _id: string; orderNumber: number };
};

const ordersOf = async (as: AssortmentCaller, id: string, query = '?includeOrders=true&products=false') => {
  const { status, answer } = await as.call(`/api/assortments/${id}${query}`);
  expect(status).toBe(200);
  return answer as { orders?: unknown[] };
};

describe('GET /api/assortments/{id}?includeOrders=true: the orders made from the assortment', () => {
  it('answers the orders made from it that the caller may see, newest first; none without the option', async () => {
    const created = await owner.call('/api/assortments', { body: { title: 'Ordered plan [orders-test]' } });
    const assortmentId = created.answer._id as string;
    expect((await ordersOf(owner, assortmentId)).orders).toEqual([]);

    const first = await sampleOrder(owner, assortmentId);
    const second = await sampleOrder(owner, assortmentId);
    await sampleOrder(owner); // not made from the assortment
    const managers = await sampleOrder(manager, assortmentId); // a draft only the manager may see

    const answer = await ordersOf(owner, assortmentId);
    const orders = answer.orders!.map((order) => assortmentOrderSchema.parse(order));
    expect(orders.map((order) => order._id)).toEqual([second._id, first._id]);
    expect(orders[0]).toEqual({
      _id: second._id,
      orderNumber: second.orderNumber,
      orderIdentifier: expect.stringMatching(/^S-\d{4}-\d{6}$/),
      type: 'SAMPLE',
      status: 'DRAFT',
      orderApprovalStatus: 'PENDING',
      purpose: 'Line review',
      createdDate: expect.any(String),
      modifiedDate: expect.any(String),
      submittedDate: null,
      completedDate: null,
    });
    // Only what the order's own view shows: no lines, people or actions.
    expect(Object.keys(answer.orders![0] as object).sort()).toEqual(Object.keys(orders[0]!).sort());

    // The manager opens the same assortment and sees their own draft only, not the owner's.
    expect((await ordersOf(manager, assortmentId)).orders!.map((order) => (order as { _id: string })._id)).toEqual([
      managers._id,
    ]);

    expect(await ordersOf(owner, assortmentId, '?products=false')).not.toHaveProperty('orders');
  });

  it('answers none to a caller who may open no orders', async () => {
    const plain = await c.caller();
    const created = await plain.call('/api/assortments', { body: { title: 'No orders [orders-test]' } });
    expect((await ordersOf(plain, created.answer._id)).orders).toEqual([]);
  });

  it('refuses an order naming an assortment id that is not a uuid, with a 400', async () => {
    const { status } = await owner.call('/api/orders/samples/active-orders', {
      body: { purpose: 'x', coordinator: null, lines: [], assortmentId: 'not-an-id' },
    });
    expect(status).toBe(400);
  });
});
