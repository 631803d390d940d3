import type { Webhook, WebhookDelivery, WebhookEvent } from '@stride/domain';
import type { WebhookDeliveryRow, WebhookRow } from './tables.js';

/** Never the secret: it is shown once, in the registration's answer. */
export const presentWebhook = (row: WebhookRow): Webhook => ({
  _id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  failuresInARow: row.failuresInARow,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  _id: row.id,
  eventId: row.eventId,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  responseStatus: row.responseStatus,
  error: row.error,
});
