import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { users } from '../users/tables.js';
import { sessions } from './tables.js';

export type NewSession = typeof sessions.$inferInsert;

export const createSessionsRepository = (db: Database) => ({
  insert: async (session: NewSession) => {
    await db.insert(sessions).values(session);
  },

  /** The session and its user in one round trip: this runs on every signed-in request. */
  findWithUser: async (tokenHash: string) =>
    (
      await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1)
    )[0],

  touch: async (tokenHash: string, at: Date) => {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
  },

  delete: async (tokenHash: string) => {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  },

  deleteForUser: async (userId: string, executor: Database = db) => {
    await executor.delete(sessions).where(eq(sessions.userId, userId));
  },

  deleteExpired: async (now: Date) => {
    await db.delete(sessions).where(lt(sessions.expiresAt, now));
    await db
      .delete(sessions)
      .where(
        sql`${sessions.idleTimeoutMs} is not null and ${sessions.lastSeenAt} + ${sessions.idleTimeoutMs} * interval '1 millisecond' < ${now}`,
      );
  },
});

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
