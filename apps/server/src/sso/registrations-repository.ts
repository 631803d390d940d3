import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, randomToken } from '../platform/crypto/tokens.js';
import type { Database } from '../platform/db/database.js';
import { ssoRegistrations } from './tables.js';

const live = (token: string) =>
  and(
    eq(ssoRegistrations.tokenHash, hashToken(token)),
    isNull(ssoRegistrations.usedAt),
    gt(ssoRegistrations.expiresAt, new Date()),
  );

export const createSsoRegistrationsRepository = (db: Database) => ({
  /** A new token replaces the user's unused ones; only its hash is kept. */
  issue: async (userId: string, ttlMs: number) => {
    const token = randomToken();
    await db.transaction(async (tx) => {
      await tx
        .delete(ssoRegistrations)
        .where(and(eq(ssoRegistrations.userId, userId), isNull(ssoRegistrations.usedAt)));
      await tx
        .insert(ssoRegistrations)
        .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + ttlMs) });
    });
    return token;
  },

  findValid: async (token: string) => (await db.select().from(ssoRegistrations).where(live(token)).limit(1))[0],

  /** Marks the token used and answers its user, or undefined when it was used, expired or unknown. */
  consume: async (token: string, executor: Database = db) =>
    (
      await executor
        .update(ssoRegistrations)
        .set({ usedAt: new Date() })
        .where(live(token))
        .returning({ userId: ssoRegistrations.userId })
    )[0]?.userId,
});

export type SsoRegistrationsRepository = ReturnType<typeof createSsoRegistrationsRepository>;
