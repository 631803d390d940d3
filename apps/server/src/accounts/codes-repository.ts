import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { hashToken, randomToken } from '../platform/crypto/tokens.js';
import type { Database } from '../platform/db/database.js';
import { type AccountCodePurpose, accountCodes } from './tables.js';

/** The code of this user and purpose, not used yet and not expired. */
const unspent = (userId: string, code: string, purposes: AccountCodePurpose[]) =>
  and(
    eq(accountCodes.codeHash, hashToken(code)),
    eq(accountCodes.userId, userId),
    inArray(accountCodes.purpose, purposes),
    isNull(accountCodes.usedAt),
    gt(accountCodes.expiresAt, new Date()),
  );

export const createAccountCodesRepository = (db: Database) => ({
  /** A new code replaces any unused code of the same purpose. */
  issue: async (userId: string, purpose: AccountCodePurpose, ttlMs: number, executor: Database = db) => {
    const code = randomToken();
    await executor
      .delete(accountCodes)
      .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose), isNull(accountCodes.usedAt)));
    await executor
      .insert(accountCodes)
      .values({ codeHash: hashToken(code), userId, purpose, expiresAt: new Date(Date.now() + ttlMs) });
    return code;
  },

  findValid: async (userId: string, code: string, purposes: AccountCodePurpose[]) =>
    (
      await db
        .select()
        .from(accountCodes)
        .where(unspent(userId, code, purposes))
        .limit(1)
    )[0],

  /** Marks a code used; answers its purpose, or null when it was already used, expired or never issued. */
  consume: async (
    userId: string,
    code: string,
    purposes: AccountCodePurpose[],
    executor: Database = db,
  ): Promise<AccountCodePurpose | null> => {
    const [used] = await executor
      .update(accountCodes)
      .set({ usedAt: new Date() })
      .where(unspent(userId, code, purposes))
      .returning({ purpose: accountCodes.purpose });
    return used?.purpose ?? null;
  },
});

export type AccountCodesRepository = ReturnType<typeof createAccountCodesRepository>;
