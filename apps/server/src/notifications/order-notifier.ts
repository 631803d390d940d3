import {
  fullName,
  type NotifiedOrder,
  notificationMail,
  notifiedOrderSchema,
  type OrderEvent,
  orderEventRecipients,
  orderPagePath,
} from '@stride/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { users } from '../users/tables.js';
import { type NotificationRow, notificationLanguages, notifications } from './tables.js';

export type OrderEventNotice = { event: OrderEvent; order: NotifiedOrder; actorCode: string };

/** Tells the people of an order what happened; called by the orders feature in its transaction. */
export type NotifyOrderEvent = (db: Database, notice: OrderEventNotice) => Promise<NotificationRow[]>;

/**
 * Writes a notification per recipient (orderEventRecipients) and queues each one's e-mail in
 * their language, both with the caller's executor so they commit with the order change. People
 * who are not active users are skipped (a requester whose account was closed reads nothing).
 */
export const createOrderNotifier =
  (deps: { mailer: Mailer; publicUrl: string | undefined }): NotifyOrderEvent =>
  async (db, notice) => {
    const order = notifiedOrderSchema.parse(notice.order);
    const recipients = orderEventRecipients(notice.event, order, notice.actorCode);
    if (recipients.length === 0) return [];
    const codes = [...recipients.map((recipient) => recipient.userCode), notice.actorCode];
    const people = await db
      .select({
        userCode: users.userCode,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        status: users.status,
        language: notificationLanguages.language,
      })
      .from(users)
      .leftJoin(notificationLanguages, eq(notificationLanguages.userCode, users.userCode))
      .where(inArray(users.userCode, codes));
    const byCode = new Map(people.map((person) => [person.userCode, person]));
    const actor = byCode.get(notice.actorCode);
    const actorName = actor ? fullName(actor) : notice.actorCode;
    const told = recipients.filter((recipient) => byCode.get(recipient.userCode)?.status === 'active');
    if (told.length === 0) return [];
    const rows = await db
      .insert(notifications)
      .values(
        told.map((recipient) => ({
          recipientCode: recipient.userCode,
          type: 'orders' as const,
          event: notice.event,
          reason: recipient.reason,
          orderId: order.id,
          orderNumber: order.orderNumber,
          orderType: order.type,
          actorCode: notice.actorCode,
          actorName,
        })),
      )
      .returning();
    const link = `${deps.publicUrl ?? ''}${orderPagePath({ type: order.type, orderNumber: order.orderNumber })}`;
    for (const row of rows) {
      const person = byCode.get(row.recipientCode)!;
      const mail = notificationMail(person.language, {
        event: row.event,
        reason: row.reason,
        actorName,
        order: { orderNumber: row.orderNumber, type: row.orderType },
        recipientName: person.name,
        link,
      });
      await deps.mailer.send({ to: [person.email], ...mail }, db);
    }
    return rows;
  };
