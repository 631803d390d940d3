import { randomUUID } from 'node:crypto';
import { WEBHOOK_PING_EVENT, type WebhookEvent, type WebhookPayloads } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import type { WebhooksRepository } from './repository.js';

/**
 * orderingKey: the object whose events must arrive in the order they happened (an assortment's
 * id); executor: the transaction of the change, so its deliveries are kept or lost with it.
 */
export type PublishOptions = { orderingKey?: string; executor?: Database };

/** The port a feature tells endpoints of a change through (given by app.ts in its setup's deps). */
export type WebhookPublisher = <E extends WebhookEvent>(
  event: E,
  payload: WebhookPayloads[E],
  options?: PublishOptions,
) => Promise<void>;

/** Starts a delivery run once the rows are committed (a job in the caller's transaction), or nothing without a queue. */
export type DeliveryKick = (executor?: Database) => Promise<void>;

/** Publishing writes one delivery row per subscribed endpoint; the delivery job sends them. */
export const createWebhookPublisher = (deps: { repository: WebhooksRepository; kick: DeliveryKick }) => {
  const enqueue = async (
    webhookIds: string[],
    event: string,
    payload: Record<string, unknown>,
    { orderingKey, executor }: PublishOptions,
  ) => {
    const eventId = randomUUID();
    if (webhookIds.length === 0) return eventId;
    await deps.repository.insertDeliveries(
      webhookIds.map((webhookId) => ({ webhookId, eventId, event, payload, orderingKey: orderingKey ?? null })),
      executor,
    );
    await deps.kick(executor);
    return eventId;
  };

  const publish: WebhookPublisher = async (event, payload, options = {}) => {
    const subscribed = await deps.repository.subscribedTo(event, options.executor);
    await enqueue(
      subscribed.map((row) => row.id),
      event,
      payload,
      options,
    );
  };

  return {
    publish,
    /** "Send test": a ping to one endpoint, whatever it subscribed to (a disabled one gets it once enabled again). */
    ping: (webhookId: string) => enqueue([webhookId], WEBHOOK_PING_EVENT, { webhookId }, {}),
  };
};

export type WebhookPublishing = ReturnType<typeof createWebhookPublisher>;
