import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { users } from '../users/tables.js';
import { apiTokens } from './tables.js';

export type NewApiToken = typeof apiTokens.$inferInsert;

export const createApiTokensRepository = (db: Database) => {
  // Prepared once: this lookup runs on every call made with a token. It is not cached, so a
  // revocation or a permission change holds from the next call on, on every server process.
  const tokenWithOwner = db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('api_token_with_owner');
  return {
    insert: async (token: NewApiToken, executor: Database = db) => {
      const [row] = await executor.insert(apiTokens).values(token).returning();
      return row!;
    },

    /** A person's tokens not revoked, expired ones included (their owner sees they ran out), newest first. */
    listOf: (userId: string) =>
      db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id)),

    /** Revokes a token of this person's; undefined when there is none (or it was revoked already). */
    revoke: async (userId: string, id: string, at: Date, executor: Database = db) => {
      const [row] = await executor
        .update(apiTokens)
        .set({ revokedAt: at })
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .returning();
      return row;
    },

    findWithOwner: async (tokenHash: string) => {
      const [found] = await tokenWithOwner.execute({ tokenHash });
      return found;
    },

    touch: async (id: string, at: Date) => {
      await db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id));
    },
  };
};

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
