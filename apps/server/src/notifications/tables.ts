import {
  type NotificationReason,
  notificationStates,
  notificationTypes,
  type OrderEvent,
  type OrderType,
  uiLanguages,
} from '@stride/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per person told of an order event (spec part 1 §3 Notification: state New|Read, type).
 * The order is copied (id, number, type), not referenced: order tables belong to the orders
 * feature, and a notification outlives a deleted draft. Texts are made from `event`, `reason`
 * and `actorName` in the reader's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientCode: text('recipient_code').notNull(),
    type: text('type', { enum: notificationTypes }).notNull(),
    state: text('state', { enum: notificationStates }).notNull().default('New'),
    event: text('event').$type<OrderEvent>().notNull(),
    reason: text('reason').$type<NotificationReason>().notNull(),
    orderId: text('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    actorCode: text('actor_code').notNull(),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_recipient_idx').on(table.recipientCode, table.type, table.createdAt),
    index('notifications_unread_idx').on(table.recipientCode, table.type, table.state),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The UI language a person last read their notifications in: their notification e-mails are
 * written in it (the chosen language otherwise lives only in the browser).
 */
export const notificationLanguages = pgTable('notification_languages', {
  userCode: text('user_code').primaryKey(),
  language: text('language', { enum: uiLanguages }).notNull(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});
