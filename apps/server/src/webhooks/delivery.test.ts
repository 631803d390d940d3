import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/factories.js';
import { openEmptyDatabase } from '../../test/test-app.js';
import {
  answerStatus,
  signatureIsValid,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../test/webhook-receiver.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { createJobQueue, type JobQueue } from '../platform/jobs/job-queue.js';
import { createMailer } from '../platform/mail/mailer.js';
import { outbox } from '../platform/mail/outbox-table.js';
import { createUsersRepository } from '../users/repository.js';
import type { WebhookReach } from './address-guard.js';
import { createWebhookDelivery } from './delivery.js';
import { deliveryKickThrough, registerWebhookDeliveryJob } from './delivery-job.js';
import { disabledNotice } from './disabled-notice.js';
import { createWebhookPublisher, type DeliveryKick } from './publish.js';
import { createWebhooksRepository } from './repository.js';
import { webhookDeliveries, webhooks } from './tables.js';

const SECRET = 'whsec_test-secret-of-this-file';
const openReach: WebhookReach = { allowPrivate: true, allowHttp: true };
const noKick: DeliveryKick = async () => undefined;

describe('webhook delivery', () => {
  let handle: DatabaseHandle;
  let receiver: WebhookReceiver | undefined;
  let jobs: JobQueue | undefined;
  // Every endpoint of the database hears what a test publishes: each test's are removed after it.
  const created: string[] = [];

  beforeAll(async () => {
    // A database of the file's own: on the shared PostgreSQL one, other files' events would reach these endpoints.
    handle = await openEmptyDatabase();
  });
  afterEach(async () => {
    await jobs?.stop();
    await receiver?.close();
    jobs = undefined;
    receiver = undefined;
    if (created.length > 0) await handle.db.delete(webhooks).where(inArray(webhooks.id, created.splice(0)));
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** An endpoint on a receiver of the test's own, a publisher, and a delivery run on a clock the test moves. */
  const endpoint = async (
    options: { behaviours?: Parameters<typeof startWebhookReceiver>[0]; reach?: WebhookReach; timeoutMs?: number } = {},
  ) => {
    receiver = await startWebhookReceiver(options.behaviours);
    const repository = createWebhooksRepository(handle.db);
    const webhook = await repository.create({
      url: receiver.url,
      events: ['assortment.saved'],
      secret: SECRET,
      createdBy: null,
    });
    created.push(webhook.id);
    let offsetMs = 0;
    const runAgainAt = vi.fn(async (_at: Date) => undefined);
    const notifyDisabled = vi.fn(
      disabledNotice(
        () => createUsersRepository(handle.db).holdersOfDomain('webhooks'),
        createMailer(handle.db, async () => undefined),
      ),
    );
    const delivery = createWebhookDelivery({
      repository,
      reach: options.reach ?? openReach,
      notifyDisabled,
      runAgainAt,
      now: () => new Date(Date.now() + offsetMs),
      timeoutMs: options.timeoutMs,
    });
    const { publish } = createWebhookPublisher({ repository, kick: noKick });
    const rows = async () =>
      handle.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhook.id))
        .orderBy(webhookDeliveries.createdAt);
    return {
      webhook,
      receiver,
      delivery,
      runAgainAt,
      notifyDisabled,
      rows,
      publish: (assortmentId: string, orderingKey?: string) =>
        publish('assortment.saved', { assortmentId, version: 2, changed: 4, removed: 1 }, { orderingKey }),
      advance: (ms: number) => {
        offsetMs += ms;
      },
      endpointRow: async () => (await handle.db.select().from(webhooks).where(eq(webhooks.id, webhook.id)))[0]!,
    };
  };

  it('sends the event signed with the endpoint secret, with its event id in a header and the body', async () => {
    const hook = await endpoint();
    await hook.publish('a-1');
    await hook.delivery.deliverDue();

    expect(hook.receiver.received).toHaveLength(1);
    const [request] = hook.receiver.received;
    expect(signatureIsValid(SECRET, request!)).toBe(true);
    expect(signatureIsValid('whsec_another-secret', request!)).toBe(false);
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      event: 'assortment.saved',
      data: { assortmentId: 'a-1', version: 2, changed: 4, removed: 1 },
    });
    expect(request!.headers['x-stride-event-id']).toBe(body.id);
    expect(request!.headers['x-stride-event']).toBe('assortment.saved');
    const [row] = await hook.rows();
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, eventId: body.id });
  });

  it('retries a failed delivery after its backoff with the same event id, and then delivers it', async () => {
    const hook = await endpoint({ behaviours: [answerStatus(503, 'busy'), answerStatus(200)] });
    await hook.publish('a-2');
    await hook.delivery.deliverDue();
    const [failed] = await hook.rows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503, responseBody: 'busy' });
    expect(failed!.nextAttemptAt.getTime() - failed!.lastAttemptAt!.getTime()).toBe(30_000);
    expect(hook.runAgainAt).toHaveBeenCalledWith(failed!.nextAttemptAt);
    expect((await hook.endpointRow()).failuresInARow).toBe(1);

    // Not before its time.
    await hook.delivery.deliverDue();
    expect(hook.receiver.received).toHaveLength(1);

    hook.advance(31_000);
    await hook.delivery.deliverDue();
    expect(hook.receiver.received).toHaveLength(2);
    const ids = hook.receiver.received.map((request) => request.headers['x-stride-event-id']);
    expect(ids[0]).toBe(ids[1]);
    expect((await hook.rows())[0]).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 200 });
    expect((await hook.endpointRow()).failuresInARow).toBe(0);
  });

  it('gives a delivery up a day after its event', async () => {
    const hook = await endpoint({ behaviours: [answerStatus(500)] });
    await hook.publish('a-3');
    hook.advance(24 * 3_600_000 - 10_000);
    await hook.delivery.deliverDue();
    expect((await hook.rows())[0]).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 500 });
  });

  it('disables the endpoint after 20 failures in a row and mails its administrators', async () => {
    const admin = await createUser(handle.db, { permissions: [{ domain: 'webhooks', role: 'admin' }] });
    const hook = await endpoint({ behaviours: [answerStatus(500)] });
    for (let event = 0; event < 21; event++) await hook.publish(`a-4-${event}`);
    await hook.delivery.deliverDue();

    expect(hook.receiver.received).toHaveLength(20);
    const row = await hook.endpointRow();
    expect(row).toMatchObject({ enabled: false, failuresInARow: 20 });
    expect(row.disabledAt).not.toBeNull();
    const notices = hook.notifyDisabled.mock.calls.filter(([webhook]) => webhook.id === hook.webhook.id);
    expect(notices).toHaveLength(1);
    const statuses = (await hook.rows()).map((delivery) => delivery.status);
    expect(statuses.every((status) => status === 'failed')).toBe(true);
    const mails = await handle.db.select().from(outbox).where(eq(outbox.subject, 'A webhook endpoint was disabled'));
    const mail = mails.find((candidate) => candidate.to.includes(admin.email));
    expect(mail?.text).toContain(hook.receiver.url);
  });

  it('keeps the order of one assortment: a later event waits while an earlier one is retried', async () => {
    const hook = await endpoint({ behaviours: [answerStatus(500), answerStatus(200)] });
    await hook.publish('first', 'assortment-x');
    await hook.publish('second', 'assortment-x');
    await hook.publish('other', 'assortment-y');
    await hook.delivery.deliverDue();
    const sent = () => hook.receiver.received.map((request) => JSON.parse(request.body).data.assortmentId);
    expect(sent()).toEqual(['first', 'other']);

    hook.advance(31_000);
    await hook.delivery.deliverDue();
    expect(sent()).toEqual(['first', 'other', 'first', 'second']);
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const hook = await endpoint({
      behaviours: [(response) => response.writeHead(302, { location: '/elsewhere' }).end()],
    });
    await hook.publish('a-5');
    await hook.delivery.deliverDue();
    expect(hook.receiver.received).toHaveLength(1);
    expect((await hook.rows())[0]).toMatchObject({ status: 'pending', responseStatus: 302 });
  });

  it('gives up an attempt on a receiver slower than the timeout', async () => {
    const hook = await endpoint({
      timeoutMs: 200,
      behaviours: [(response) => setTimeout(() => response.writeHead(200).end(), 1_000)],
    });
    await hook.publish('a-6');
    await hook.delivery.deliverDue();
    const [row] = await hook.rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null });
    expect(row!.error).toMatch(/abort|timeout/i);
  });

  it('keeps only the first 1 KB of an answer', async () => {
    const hook = await endpoint({ behaviours: [answerStatus(200, 'x'.repeat(50_000))] });
    await hook.publish('a-7');
    await hook.delivery.deliverDue();
    const [row] = await hook.rows();
    expect(row).toMatchObject({ status: 'delivered', responseStatus: 200 });
    expect(row!.responseBody).toHaveLength(1_024);
  });

  it('refuses a loopback receiver at delivery unless private addresses are allowed', async () => {
    const hook = await endpoint({ reach: { allowPrivate: false, allowHttp: true } });
    await hook.publish('a-8');
    await hook.delivery.deliverDue();
    expect(hook.receiver.received).toHaveLength(0);
    expect((await hook.rows())[0]?.error).toMatch(/private, loopback or link-local/);
  });

  it('delivers through the job queue as soon as the event is published', async () => {
    receiver = await startWebhookReceiver();
    const repository = createWebhooksRepository(handle.db);
    created.push(
      (await repository.create({ url: receiver.url, events: ['user.created'], secret: SECRET, createdBy: null })).id,
    );
    jobs = createJobQueue(handle, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 });
    const delivery = createWebhookDelivery({
      repository,
      reach: openReach,
      notifyDisabled: async () => undefined,
      runAgainAt: async () => undefined,
    });
    await registerWebhookDeliveryJob(jobs, delivery, repository);
    await jobs.start({ warn: vi.fn(), error: vi.fn() });
    const { publish } = createWebhookPublisher({ repository, kick: deliveryKickThrough(jobs) });
    await publish('user.created', { userId: '00000000-0000-4000-8000-000000000001' });
    const received = receiver.received;
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000, interval: 50 });
    expect(JSON.parse(received[0]!.body).data).toEqual({ userId: '00000000-0000-4000-8000-000000000001' });
  });

  it('purges settled deliveries older than asked, never a waiting one', async () => {
    const hook = await endpoint();
    await hook.publish('old-delivered');
    await hook.delivery.deliverDue();
    await hook.publish('still-waiting');
    const monthAgo = new Date(Date.now() - 31 * 86_400_000);
    await handle.db
      .update(webhookDeliveries)
      .set({ createdAt: monthAgo })
      .where(eq(webhookDeliveries.webhookId, hook.webhook.id));

    await createWebhooksRepository(handle.db).purgeSettledBefore(new Date(Date.now() - 30 * 86_400_000));
    expect(
      (await hook.rows()).map((row) => [row.status, (row.payload as { assortmentId: string }).assortmentId]),
    ).toEqual([['pending', 'still-waiting']]);
  });
});
