import type { NotificationState, NotificationType, UiLanguage } from '@stride/domain';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { type NotificationRow, notificationLanguages, notifications } from './tables.js';

type Mailbox = { recipientCode: string; type: NotificationType };

const ofMailbox = ({ recipientCode, type }: Mailbox) =>
  and(eq(notifications.recipientCode, recipientCode), eq(notifications.type, type));

export const createNotificationsRepository = (db: Database) => {
  const unreadCount = async (mailbox: Mailbox) =>
    (
      await db
        .select({ value: count() })
        .from(notifications)
        .where(and(ofMailbox(mailbox), eq(notifications.state, 'New')))
    )[0]!.value;

  return {
    unreadCount,

    findById: async (mailbox: Pick<Mailbox, 'type'>, id: string): Promise<NotificationRow | undefined> =>
      (
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.id, id), eq(notifications.type, mailbox.type)))
      )[0],

    /** Newest first, with the page's total and the unread count. */
    page: async (mailbox: Mailbox, query: { skip: number; limit: number; state?: NotificationState }) => {
      const where = and(ofMailbox(mailbox), query.state ? eq(notifications.state, query.state) : undefined);
      const [rows, [total], unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(query.skip)
          .limit(query.limit),
        db.select({ value: count() }).from(notifications).where(where),
        unreadCount(mailbox),
      ]);
      return { rows, totalCount: total!.value, unreadCount: unread };
    },

    setState: async (mailbox: Mailbox, state: NotificationState, ids?: readonly string[]) =>
      (
        await db
          .update(notifications)
          .set({ state })
          .where(
            and(
              ofMailbox(mailbox),
              ne(notifications.state, state),
              ids ? inArray(notifications.id, [...ids]) : undefined,
            ),
          )
          .returning({ id: notifications.id })
      ).length,

    remove: async (mailbox: Mailbox, ids: readonly string[]) =>
      (
        await db
          .delete(notifications)
          .where(and(ofMailbox(mailbox), inArray(notifications.id, [...ids])))
          .returning({ id: notifications.id })
      ).length,

    /** Remembers the reader's language; written only when it changed. */
    rememberLanguage: async (userCode: string, language: UiLanguage) => {
      await db
        .insert(notificationLanguages)
        .values({ userCode, language })
        .onConflictDoUpdate({
          target: notificationLanguages.userCode,
          set: { language, modifiedAt: new Date() },
          setWhere: sql`${notificationLanguages.language} <> excluded.language`,
        });
    },
  };
};

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
