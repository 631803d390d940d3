import { z } from 'zod';
import { NOTIFICATIONS_PAGE_SIZE } from '../constants/limits.js';
import { DEFAULT_LANGUAGE, uiLanguages } from '../i18n/languages.js';
import { orderApprovalStatuses, orderTypes } from '../orders/order-states.js';

/**
 * Notifications (spec part 1 §3, §4; part 2 §7.13). `type` is the area a notification belongs to:
 * the order area is the only one so far. A notification is New until its reader marks it Read.
 */
export const notificationTypes = ['orders'] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const notificationStates = ['New', 'Read'] as const;
export type NotificationState = (typeof notificationStates)[number];

/** What happened to an order; the orders feature reports each through `notifyOrderEvent`. */
/** `expired`: a promo order no approver decided in time lapsed (UNAPPROVED ORDER); the order system did it. */
const orderEvents = ['submitted', 'approved', 'denied', 'assigned', 'shipped', 'completed', 'expired'] as const;
export type OrderEvent = (typeof orderEvents)[number];

/** Why a person is told: the part they play for the order. */
const notificationReasons = ['requester', 'awaitsReview', 'coordinator'] as const;
export type NotificationReason = (typeof notificationReasons)[number];

/** The order as the orders feature hands it over (no order table is read here). */
export const notifiedOrderSchema = z.object({
  id: z.string().min(1),
  orderNumber: z.union([z.string(), z.number()]).transform(String),
  type: z.enum(orderTypes),
  /** Empty on the notices after the first of an order awaiting any approver: the requester is told once. */
  requesterCode: z.string(),
  approverCode: z.string().nullish(),
  seniorApproverCode: z.string().nullish(),
  coordinatorCode: z.string().nullish(),
  /** Whose review the order awaits after the event (REQUIRES APPROVER / REQUIRES SENIOR). */
  orderApprovalStatus: z.enum(orderApprovalStatuses).nullish(),
});
export type NotifiedOrder = z.input<typeof notifiedOrderSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(notificationTypes),
  state: z.enum(notificationStates),
  recipientCode: z.string(),
  event: z.enum(orderEvents),
  reason: z.enum(notificationReasons),
  order: z.object({ _id: z.string(), orderNumber: z.string(), type: z.enum(orderTypes) }),
  /** Who did it, by name, for the translated text. */
  actorName: z.string(),
  createdDate: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationTypeParamsSchema = z.object({ type: z.enum(notificationTypes) });
export const notificationParamsSchema = notificationTypeParamsSchema.extend({ id: z.uuid() });
export const notificationQueryParamsSchema = notificationTypeParamsSchema.extend({
  userCode: z.string().min(1).max(40).optional(),
});

export const notificationQuerySchema = z.object({
  skip: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
  state: z.enum(notificationStates).optional(),
  /** The reader's UI language: their notification e-mails are written in it. */
  language: z.enum(uiLanguages).default(DEFAULT_LANGUAGE),
});

export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  totalCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const MAX_NOTIFICATION_BATCH = 500;
const batchIds = z.array(z.uuid()).min(1).max(MAX_NOTIFICATION_BATCH);
export const notificationBatchSchema = z.discriminatedUnion('operation', [
  z.object({ operation: z.literal('setState'), state: z.enum(notificationStates), ids: batchIds }),
  z.object({ operation: z.literal('delete'), ids: batchIds }),
]);
export type NotificationBatch = z.infer<typeof notificationBatchSchema>;

export const notificationChangeSchema = z.object({ changed: z.number().int(), unreadCount: z.number().int() });
export type NotificationChange = z.infer<typeof notificationChangeSchema>;
