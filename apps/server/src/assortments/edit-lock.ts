import { EDIT_LOCK_TTL_MS, type EditLock, fullName, type User } from '@stride/domain';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { userLock } from '../platform/errors.js';
import { internalAssortmentLocks } from './tables.js';

type Holder = { userId: string; userName: string; expiresAt: Date };

const answer = (user: User, holder: Holder | undefined): EditLock => ({
  granted: holder?.userId === user._id,
  holder: holder ? { userId: holder.userId, name: holder.userName, expiresAt: holder.expiresAt.toISOString() } : null,
});

/** Somebody else holds the edit lock: nothing of the write is saved (errorType userLock), and the grid says who edits. */
const editLocked = (holder: Holder) => userLock([], { lockedBy: holder.userName });

/**
 * The edit lock of internal assortments (spec part 2 §7.3 POST /internalAssortments/edit/lock/{id}/{request|release}):
 * one editor at a time; a request by the holder renews it; it lapses EDIT_LOCK_TTL_MS after the
 * last renewal.
 */
export const createEditLocks = (deps: { now?: () => Date } = {}) => {
  const now = deps.now ?? (() => new Date());

  const current = async (db: Database, assortmentId: string): Promise<Holder | undefined> => {
    const [row] = await db
      .select()
      .from(internalAssortmentLocks)
      .where(and(eq(internalAssortmentLocks.assortmentId, assortmentId), gt(internalAssortmentLocks.expiresAt, now())));
    return row;
  };

  return {
    /** Takes or renews the lock when it is free, lapsed or the caller's own; otherwise answers its holder. */
    request: async (db: Database, user: User, assortmentId: string): Promise<EditLock> => {
      const expiresAt = new Date(now().getTime() + EDIT_LOCK_TTL_MS);
      const taken = await db.transaction(async (tx) => {
        await tx
          .delete(internalAssortmentLocks)
          .where(
            and(eq(internalAssortmentLocks.assortmentId, assortmentId), lte(internalAssortmentLocks.expiresAt, now())),
          );
        const [row] = await tx
          .insert(internalAssortmentLocks)
          .values({ assortmentId, userId: user._id, userName: fullName(user), expiresAt })
          .onConflictDoUpdate({
            target: internalAssortmentLocks.assortmentId,
            set: { expiresAt },
            setWhere: eq(internalAssortmentLocks.userId, user._id),
          })
          .returning();
        return row;
      });
      return answer(user, taken ?? (await current(db, assortmentId)));
    },

    /** Gives the caller's lock up; someone else's stays. */
    release: async (db: Database, user: User, assortmentId: string): Promise<EditLock> => {
      await db
        .delete(internalAssortmentLocks)
        .where(
          and(eq(internalAssortmentLocks.assortmentId, assortmentId), eq(internalAssortmentLocks.userId, user._id)),
        );
      return answer(user, await current(db, assortmentId));
    },

    /** Refuses a write while another person holds the lock. */
    assertWritable: async (db: Database, user: User, assortmentId: string) => {
      const holder = await current(db, assortmentId);
      if (holder && holder.userId !== user._id) throw editLocked(holder);
    },
  };
};

export type EditLocks = ReturnType<typeof createEditLocks>;
