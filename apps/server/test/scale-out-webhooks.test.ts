import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webhookDeliveries } from '../src/webhooks/tables.js';
import { createUser } from './factories.js';
import { onPostgres, sleep, useDeployment } from './scale-out-harness.js';
import { jsonCaller } from './test-app.js';
import { signatureIsValid, startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

// Both servers run the delivery job; each event reaches the receiver once (the job, then the
// delivery's claim), whichever server it was published on.

const waitLong = { timeout: 15_000, interval: 50 };
/** Both job queues poll every half second: two rounds each in which a second delivery would show. */
const QUIET_MS = 1_000;

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database: webhooks', () => {
  const deployment = useDeployment({ WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_ALLOW_HTTP: '1' });
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await receiver?.close();
  });

  it('delivers each event once, signed, whichever server published it', async () => {
    const { a, b } = deployment;
    receiver = await startWebhookReceiver();
    const admin = await createUser(a.db, { permissions: [{ domain: 'webhooks', role: 'admin' }] });
    const [onA, onB] = [await jsonCaller(a, admin), await jsonCaller(b, admin)];
    const { status, answer: created } = await onA.call('/api/webhooks', {
      body: { url: receiver.url, events: ['user.permissions_changed'] },
    });
    expect(status).toBe(200);

    const pings = 10;
    const eventIds: string[] = [];
    for (let ping = 0; ping < pings; ping++) {
      const { answer } = await (ping % 2 === 0 ? onA : onB).call(`/api/webhooks/${created._id}/test`, {
        method: 'POST',
      });
      eventIds.push(answer.eventId);
    }
    const received = receiver.received;
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(pings), waitLong);
    await sleep(QUIET_MS);

    expect(received).toHaveLength(pings);
    expect(received.map((request) => request.headers['x-stride-event-id']).sort()).toEqual([...eventIds].sort());
    expect(received.every((request) => signatureIsValid(created.secret, request))).toBe(true);
    const rows = await a.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, created._id));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(pings).fill(['delivered', 1]));
  });
});
