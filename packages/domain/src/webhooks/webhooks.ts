import { z } from 'zod';

/** What an endpoint may hear of (issue 26). Each name is `object.happening`. */
export const WEBHOOK_EVENTS = [
  'assortment.saved',
  'assortment.deleted',
  'document.ready',
  'order.status_changed',
  'sample.transferred',
  'user.created',
  'user.permissions_changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event of "Send test": every endpoint hears it when asked, whatever it subscribed to. */
export const WEBHOOK_PING_EVENT = 'ping';

/**
 * What each event carries: ids and what changed, never more; a receiver reads the rest through
 * the API with a token of its own, so it sees only what that token may see.
 */
export type WebhookPayloads = {
  /** changed: lines added, edited or moved; removed: lines taken out. */
  'assortment.saved': { assortmentId: string; version: number; changed: number; removed: number };
  'assortment.deleted': { assortmentId: string };
  'document.ready': { documentId: string; kind: string; format: string };
  'order.status_changed': {
    orderId: string;
    orderType: string;
    orderNumber: string;
    oldStatus: string;
    newStatus: string;
  };
  'sample.transferred': { sampleIds: string[]; from: string; to: string };
  'user.created': { userId: string };
  'user.permissions_changed': { userId: string };
};

/** A delivery is failed for good this long after its event; until then it is retried with backoff. */
export const WEBHOOK_RETRY_HOURS = 24;
/** Failed attempts in a row after which an endpoint is disabled and its administrators told. */
export const WEBHOOK_FAILURES_BEFORE_DISABLE = 20;
/** The deliveries an endpoint's list shows, newest first. */
export const WEBHOOK_DELIVERIES_SHOWN = 100;

const webhookUrlSchema = z
  .url({ protocol: /^https?$/, error: 'An address starting with https:// (or http:// where allowed)' })
  .max(2_000);
const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1)
  .transform((events) => [...new Set(events)]);

export const webhookCreateSchema = z.object({ url: webhookUrlSchema, events: webhookEventsSchema });
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** Enabling an endpoint again starts its count of failures in a row anew. */
export const webhookUpdateSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

/** The answer of a registration: the signing secret, shown this once. */
export const webhookCreatedSchema = z.object({ _id: z.uuid(), secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

/** An endpoint as administrators see it: never its secret. `disabledAt` is set when failures disabled it. */
export const webhookSchema = z.object({
  _id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  failuresInARow: z.number().int(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

/** One event sent (or being sent) to an endpoint, with the receiver's answer code. */
export const webhookDeliverySchema = z.object({
  _id: z.uuid(),
  eventId: z.uuid(),
  event: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
