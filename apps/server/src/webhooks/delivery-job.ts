import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { WebhookDelivery } from './delivery.js';
import type { DeliveryKick } from './publish.js';
import type { WebhooksRepository } from './repository.js';

const WEBHOOK_DELIVERY_JOB = 'webhooks.deliver';
const WEBHOOK_PURGE_JOB = 'webhooks.purge';
/** How long settled deliveries stay listed: long enough to look into a receiver's bad week. */
const DELIVERIES_KEPT_DAYS = 30;

/**
 * A run of due deliveries: queued by each event and by each retry's time, and every minute for
 * deliveries whose server died while sending them (their claim ran out).
 */
export const registerWebhookDeliveryJob = async (
  jobs: JobQueue,
  delivery: WebhookDelivery,
  repository: Pick<WebhooksRepository, 'purgeSettledBefore'>,
) => {
  await jobs.work(WEBHOOK_DELIVERY_JOB, async () => {
    await delivery.deliverDue();
  });
  await jobs.schedule(WEBHOOK_DELIVERY_JOB, '* * * * *', {});
  // Nightly, so the deliveries table holds weeks, not years.
  await jobs.work(WEBHOOK_PURGE_JOB, async () => {
    await repository.purgeSettledBefore(new Date(Date.now() - DELIVERIES_KEPT_DAYS * 86_400_000));
  });
  await jobs.schedule(WEBHOOK_PURGE_JOB, '17 3 * * *', {});
};

export const deliveryKickThrough =
  (jobs: JobQueue): DeliveryKick =>
  async (executor) => {
    await jobs.send(WEBHOOK_DELIVERY_JOB, {}, { executor });
  };

export const deliveryRunAtThrough = (jobs: JobQueue) => async (at: Date) => {
  await jobs.send(WEBHOOK_DELIVERY_JOB, {}, { startAfter: at });
};
