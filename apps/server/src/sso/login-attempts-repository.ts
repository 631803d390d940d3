import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { ssoLoginAttempts } from './tables.js';

export type NewSsoLoginAttempt = typeof ssoLoginAttempts.$inferInsert;

export const createSsoLoginAttemptsRepository = (db: Database) => ({
  /** Stores a new attempt and drops expired ones, so abandoned sign-ins do not pile up. */
  insert: async (attempt: NewSsoLoginAttempt) => {
    await db.delete(ssoLoginAttempts).where(lte(ssoLoginAttempts.expiresAt, new Date()));
    await db.insert(ssoLoginAttempts).values(attempt);
  },

  /** Removes and returns a live attempt; a replayed or expired state finds nothing. */
  consume: async (stateHash: string) =>
    (
      await db
        .delete(ssoLoginAttempts)
        .where(and(eq(ssoLoginAttempts.stateHash, stateHash), gt(ssoLoginAttempts.expiresAt, new Date())))
        .returning()
    )[0],
});

export type SsoLoginAttemptsRepository = ReturnType<typeof createSsoLoginAttemptsRepository>;
