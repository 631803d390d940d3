import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { users } from '../users/tables.js';
import { createSessionCache } from './session-cache.js';
import { sessions } from './tables.js';

export type NewSession = typeof sessions.$inferInsert;

/** How long a looked-up session may be reused without asking the database again (default). */
export const SESSION_CACHE_TTL_MS = 1_000;

export const createSessionsRepository = (db: Database, cacheTtlMs = SESSION_CACHE_TTL_MS) => {
  const cache = createSessionCache(cacheTtlMs);
  // Prepared once: this lookup runs on every signed-in request the cache does not answer.
  const sessionWithUser = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_user');
  return {
    insert: async (session: NewSession) => {
      await db.insert(sessions).values(session);
    },

    /** The session and its user in one round trip: this runs on every signed-in request. */
    findWithUser: async (tokenHash: string) => {
      const cached = cache.get(tokenHash);
      if (cached) return cached;
      const [found] = await sessionWithUser.execute({ tokenHash });
      if (found) cache.set(tokenHash, found);
      return found;
    },

    touch: async (tokenHash: string, at: Date) => {
      cache.touch(tokenHash, at);
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Forget the cached sessions of a user whose access just changed, so it applies at once. */
    forgetUser: (userId: string) => cache.evictUser(userId),

    delete: async (tokenHash: string) => {
      cache.evictToken(tokenHash);
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    deleteForUser: async (userId: string, executor: Database = db) => {
      cache.evictUser(userId);
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
  };
};

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
