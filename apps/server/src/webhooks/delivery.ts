import { WEBHOOK_FAILURES_BEFORE_DISABLE, WEBHOOK_RETRY_HOURS } from '@stride/domain';
import { bodySignature } from '../platform/crypto/body-signature.js';
import { checkWebhookUrl, type WebhookReach } from './address-guard.js';
import { callReceiver } from './receiver-call.js';
import type { ClaimedDelivery, WebhooksRepository } from './repository.js';
import type { WebhookRow } from './tables.js';

const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3_600;
/** Longer than an attempt can take (the receiver's 10 s), so a claimed delivery is never taken twice. */
const CLAIM_LEASE_MS = 60_000;
/** Deliveries one run attempts before it hands over (the next run, or another server, goes on). */
const DELIVERIES_PER_RUN = 200;
const RETRY_WINDOW_MS = WEBHOOK_RETRY_HOURS * 3_600_000;

/** 30 s after the first failure, doubling, at most an hour apart. */
const retryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_SECONDS);

/** The body a receiver gets: the event's id (the same on every retry, to de-duplicate), its name and what changed. */
const deliveryBody = (delivery: ClaimedDelivery) =>
  JSON.stringify({
    id: delivery.eventId,
    event: delivery.event,
    createdAt: delivery.createdAt.toISOString(),
    data: delivery.payload,
  });

export type WebhookDeliveryDeps = {
  repository: WebhooksRepository;
  reach: WebhookReach;
  /** Tells the endpoint's administrators it was disabled after failing too often. */
  notifyDisabled: (webhook: WebhookRow) => Promise<void>;
  /** Asks for another run at `at` (a delayed job); the minute tick catches any run missed. */
  runAgainAt: (at: Date) => Promise<void>;
  now?: () => Date;
  timeoutMs?: number;
};

/**
 * Sends due deliveries one at a time: claim (so one server sends each), check the address again
 * (DNS may have changed since registration), POST the signed body, and settle: delivered, retried
 * with backoff within a day, or failed for good. Failures in a row disable the endpoint.
 */
export const createWebhookDelivery = (deps: WebhookDeliveryDeps) => {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;

  const attempt = async (delivery: ClaimedDelivery) => {
    const url = new URL(delivery.url);
    const body = deliveryBody(delivery);
    const sentAt = now();
    try {
      const target = await checkWebhookUrl(url, deps.reach);
      const answer = await callReceiver(
        url,
        target,
        {
          'content-type': 'application/json',
          'user-agent': 'Stride webhooks',
          'x-stride-event': delivery.event,
          'x-stride-event-id': delivery.eventId,
          'x-stride-signature': bodySignature(delivery.secret, body, Math.floor(sentAt.getTime() / 1000)),
        },
        body,
        deps.timeoutMs,
      );
      const taken = answer.status >= 200 && answer.status < 300;
      return {
        taken,
        responseStatus: answer.status,
        responseBody: answer.body,
        error: taken ? null : `The receiver answered ${answer.status}`,
      };
    } catch (error) {
      return { taken: false, responseStatus: null, responseBody: null, error: (error as Error).message };
    }
  };

  type Outcome = Awaited<ReturnType<typeof attempt>>;
  const attemptFields = (delivery: ClaimedDelivery, outcome: Outcome, at: Date) => ({
    attempts: delivery.attempts + 1,
    lastAttemptAt: at,
    responseStatus: outcome.responseStatus,
    responseBody: outcome.responseBody,
    error: outcome.error,
  });

  const settleFailure = async (delivery: ClaimedDelivery, outcome: Outcome, at: Date) => {
    const fields = attemptFields(delivery, outcome, at);
    const retryAt = new Date(at.getTime() + retryDelaySeconds(fields.attempts) * 1000);
    const givingUp = retryAt.getTime() > delivery.createdAt.getTime() + RETRY_WINDOW_MS;
    await repository.settle(
      delivery.id,
      givingUp ? { ...fields, status: 'failed' } : { ...fields, nextAttemptAt: retryAt },
    );
    const webhook = await repository.countFailure(delivery.webhookId);
    if (webhook && webhook.failuresInARow >= WEBHOOK_FAILURES_BEFORE_DISABLE) {
      const reason = `Disabled after ${webhook.failuresInARow} failed deliveries in a row`;
      if (await repository.disable(webhook.id, at, reason)) await deps.notifyDisabled(webhook);
      return;
    }
    if (!givingUp) await deps.runAgainAt(retryAt);
  };

  const deliverOne = async (): Promise<boolean> => {
    const at = now();
    const delivery = await repository.claimDue(at, new Date(at.getTime() + CLAIM_LEASE_MS));
    if (!delivery) return false;
    // Waited past its day (its endpoint was disabled by hand meanwhile): too late to be of use.
    if (at.getTime() > delivery.createdAt.getTime() + RETRY_WINDOW_MS) {
      await repository.settle(delivery.id, { status: 'failed', error: 'Not delivered within a day' });
      return true;
    }
    const outcome = await attempt(delivery);
    const settledAt = now();
    if (outcome.taken) {
      await repository.settle(delivery.id, { ...attemptFields(delivery, outcome, settledAt), status: 'delivered' });
      await repository.resetFailures(delivery.webhookId);
    } else {
      await settleFailure(delivery, outcome, settledAt);
    }
    return true;
  };

  return {
    /** Attempts every delivery due now (up to a run's share); answers how many were taken up. */
    deliverDue: async () => {
      let count = 0;
      while (count < DELIVERIES_PER_RUN && (await deliverOne())) count += 1;
      return count;
    },
  };
};

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
