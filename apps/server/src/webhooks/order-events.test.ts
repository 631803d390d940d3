import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useOrdersTestApp } from '../orders/routes-test-setup.js';
import { createWebhooksRepository } from './repository.js';
import { webhookDeliveries } from './tables.js';

const { db, createSample, patch } = useOrdersTestApp(['requester']);

describe('order events', () => {
  it('publishes order.status_changed with the order type, number and both statuses', async () => {
    const webhook = await createWebhooksRepository(db()).create({
      url: 'http://127.0.0.1:9/hooks',
      events: ['order.status_changed'],
      secret: 'whsec_order-events',
      createdBy: null,
    });
    const order = await createSample();
    const submitted = await patch('requester', 'samples/active-orders', order._id, { action: 'submit' });
    expect(submitted.status).toBe(200);

    const rows = await db()
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.webhookId, webhook.id), eq(webhookDeliveries.event, 'order.status_changed')));
    expect(rows.map((row) => row.payload)).toEqual([
      {
        orderId: order._id,
        orderType: 'SAMPLE',
        orderNumber: String(order.orderNumber),
        oldStatus: 'DRAFT',
        newStatus: 'SUBMITTED',
      },
    ]);
  });
});
