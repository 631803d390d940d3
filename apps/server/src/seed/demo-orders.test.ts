import type { OrderSummary, Permission, User } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/test-app.js';
import { createOrdersRepository } from '../orders/repository.js';
import { createOrdersService, type OrdersService } from '../orders/service.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { seedDemoOrders } from './demo-orders.js';
import { createRandom } from './random.js';
import { seedCatalogue } from './seed-catalogue.js';

let database: DatabaseHandle;
let orders: OrdersService;
const now = Date.parse('2026-11-20T12:00:00Z');

beforeAll(async () => {
  database = await openEmptyDatabase();
  await seedCatalogue(database.db, createRandom(7), { styles: 20, now });
  await seedDemoOrders(database.db, { now });
  orders = createOrdersService({
    repository: createOrdersRepository(database.db),
    bypassPermissions: false,
    trackingLink: () => null,
    onOrderEvent: async () => {},
    checkWholesaleSubmit: () => [],
    now: () => new Date(now),
  });
});
afterAll(() => database?.close());

const person = (userCode: string, ...permissions: Permission[]) =>
  ({ userCode, name: userCode, lastName: '', permissions, hasAdvancedRights: false }) as unknown as User;
const maya = person('D1001', { domain: 'sampleOrders', role: 'user' }, { domain: 'promoOrders', role: 'user' });
const priya = person('D1007', { domain: 'promoOrders', role: 'approver' });
const robert = person('D1008', { domain: 'promoOrders', role: 'seniorApprover' });
const chloe = person('D1011', { domain: 'sampleOrders', role: 'sampleCoordinator' });

const tab = async (user: User, type: 'samples' | 'promos', subtype: string) =>
  (await orders.list(user, { type, subtype }, {})).rows.map((row: OrderSummary) => [
    row.status,
    row.orderApprovalStatus,
    row.actions,
  ]);

describe('demo orders', () => {
  it('give the requester sample and promo orders on every tab, newest first', async () => {
    expect(await tab(maya, 'samples', 'active-orders')).toEqual([
      ['IN PROGRESS', 'PROCESSED', []],
      ['SUBMITTED', 'PENDING', ['cancel']],
      ['DRAFT', 'PENDING', ['submit', 'deactivate']],
    ]);
    expect((await tab(maya, 'samples', 'archived-orders')).map(([status]) => status)).toEqual([
      'CANCELED',
      'COMPLETED',
    ]);
    expect((await tab(maya, 'promos', 'needs-review')).map(([status, approval]) => [status, approval])).toEqual([
      ['PENDING', 'REQUIRES SENIOR'],
      ['PENDING', 'REQUIRES APPROVER'],
      ['DRAFT', 'PENDING'],
    ]);
    expect((await tab(maya, 'promos', 'reviewed')).map(([status]) => status)).toEqual(['DENIED', 'APPROVED']);
  });

  it('leave each reviewer and coordinator work waiting for them', async () => {
    // Priya approved the larger one already: it now waits for a senior approver only.
    expect(await tab(priya, 'promos', 'needs-review')).toEqual([
      ['PENDING', 'REQUIRES SENIOR', []],
      ['PENDING', 'REQUIRES APPROVER', ['approve', 'deny']],
    ]);
    expect(await tab(robert, 'promos', 'needs-review')).toEqual([['PENDING', 'REQUIRES SENIOR', ['approve', 'deny']]]);
    expect(await tab(chloe, 'samples', 'active-orders')).toEqual([
      ['IN PROGRESS', 'PROCESSED', ['markComplete', 'cancel']],
      ['SUBMITTED', 'PENDING', ['startProcessing', 'markComplete', 'cancel']],
    ]);
  });

  it('keep their lines with the catalogue’s sizes, their history and their comments', async () => {
    const [denied] = (await orders.list(maya, { type: 'promos', subtype: 'reviewed' }, {})).rows;
    const order = await orders.get(maya, { type: 'promos', subtype: 'reviewed' }, denied!.orderNumber);
    expect(order.lines).toHaveLength(4);
    expect(order.lines.reduce((units, line) => units + line.quantity, 0)).toBe(36);
    expect(Object.keys(order.lines[0]!.availability).length).toBeGreaterThan(0);
    expect(order.comments.map((comment) => comment.name)).toEqual(['Robert Chen']);
    const history = await orders.history(maya, { type: 'promos', subtype: 'reviewed' }, order._id);
    expect(history.map((entry) => [entry.action, entry.toStatus])).toEqual([
      ['submit', 'PENDING'],
      ['approve', 'PENDING'],
      ['deny', 'DENIED'],
    ]);
  });
});
