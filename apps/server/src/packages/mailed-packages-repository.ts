import { MAILED_PACKAGE_TTL_MS, type MailedPackageRequest } from '@stride/domain';
import { and, eq, gt } from 'drizzle-orm';
import { hashToken, randomToken } from '../platform/crypto/tokens.js';
import type { Database } from '../platform/db/database.js';
import { mailedPackages } from './tables.js';

export type MailedPackage = { request: MailedPackageRequest; sharedBy: string; expiresAt: Date };

export const createMailedPackagesRepository = (db: Database) => ({
  /** Stores the request and answers the code of its link (only the code's hash is kept). */
  store: async (request: MailedPackageRequest, sharedBy: string, executor: Database = db, now = new Date()) => {
    const code = randomToken();
    const expiresAt = new Date(now.getTime() + MAILED_PACKAGE_TTL_MS);
    await executor
      .insert(mailedPackages)
      .values({ codeHash: hashToken(code), sharedBy, kind: request.kind, request: request.data, expiresAt });
    return { code, expiresAt };
  },

  /** The package of a code that has not expired, or undefined. */
  findValid: async (code: string, now = new Date()): Promise<MailedPackage | undefined> => {
    const [row] = await db
      .select()
      .from(mailedPackages)
      .where(and(eq(mailedPackages.codeHash, hashToken(code)), gt(mailedPackages.expiresAt, now)))
      .limit(1);
    if (!row) return undefined;
    return {
      request: { kind: row.kind, data: row.request } as MailedPackageRequest,
      sharedBy: row.sharedBy,
      expiresAt: row.expiresAt,
    };
  },
});

export type MailedPackagesRepository = ReturnType<typeof createMailedPackagesRepository>;
