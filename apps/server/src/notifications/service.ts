import {
  accessRules,
  checkAccess,
  type NotificationBatch,
  type NotificationType,
  type UiLanguage,
  type User,
} from '@stride/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { forbidden, notFound } from '../platform/errors.js';
import { users } from '../users/tables.js';
import { presentNotification } from './presenter.js';
import type { NotificationsRepository } from './repository.js';

/**
 * Everyone reads and changes their own notifications. Coordinators and senior coordinators may
 * also read another coordinator's (spec part 1 §6, allowCoordinatorChange); changes stay the
 * owner's, so looking at a colleague's list never marks it read for them.
 */
export const createNotificationsService = (deps: { db: Database; notifications: NotificationsRepository }) => {
  const { notifications } = deps;

  const isCoordinator = async (userCode: string) => {
    const [row] = await deps.db.select().from(users).where(eq(users.userCode, userCode)).limit(1);
    return row !== undefined && checkAccess(row, accessRules.readCoordinatorAssignments);
  };

  /** Whose notifications `viewer` may read: their own, or a coordinator's when they may view others'. */
  const readableCode = async (viewer: User, userCode: string | undefined) => {
    if (!userCode || userCode === viewer.userCode) return viewer.userCode;
    if (!checkAccess(viewer, accessRules.viewOtherCoordinators)) throw forbidden();
    if (!(await isCoordinator(userCode))) throw notFound(`The coordinator ${userCode}`);
    return userCode;
  };

  return {
    get: async (viewer: User, type: NotificationType, id: string) => {
      const row = await notifications.findById({ type }, id);
      const readable =
        row &&
        (row.recipientCode === viewer.userCode ||
          (checkAccess(viewer, accessRules.viewOtherCoordinators) && (await isCoordinator(row.recipientCode))));
      if (!readable) throw notFound('The notification');
      return presentNotification(row);
    },

    query: async (
      viewer: User,
      type: NotificationType,
      userCode: string | undefined,
      query: { skip: number; limit: number; state?: 'New' | 'Read'; language: UiLanguage },
    ) => {
      const recipientCode = await readableCode(viewer, userCode);
      if (recipientCode === viewer.userCode) await notifications.rememberLanguage(viewer.userCode, query.language);
      const page = await notifications.page({ recipientCode, type }, query);
      return { data: page.rows.map(presentNotification), totalCount: page.totalCount, unreadCount: page.unreadCount };
    },

    markAllRead: async (viewer: User, type: NotificationType) => {
      const mailbox = { recipientCode: viewer.userCode, type };
      const changed = await notifications.setState(mailbox, 'Read');
      return { changed, unreadCount: await notifications.unreadCount(mailbox) };
    },

    batch: async (viewer: User, type: NotificationType, batch: NotificationBatch) => {
      const mailbox = { recipientCode: viewer.userCode, type };
      const changed =
        batch.operation === 'delete'
          ? await notifications.remove(mailbox, batch.ids)
          : await notifications.setState(mailbox, batch.state, batch.ids);
      return { changed, unreadCount: await notifications.unreadCount(mailbox) };
    },
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;
