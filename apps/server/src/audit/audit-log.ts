import type { AuditAction, User } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { auditEntries } from './tables.js';

/** Who did it and from where: the signed-in person (none for a failed sign-in or a public link) and the client's address. */
export type AuditContext = {
  actor: Pick<User, '_id' | 'email'> | null;
  address: string | null;
};

type AuditRecord = AuditContext & {
  action: AuditAction;
  objectType?: string;
  objectId?: string;
  /** What changed (before and after for permissions); never a password, token or secret. */
  details?: Record<string, unknown>;
};

/**
 * The one way a feature writes to the audit log. `record` takes the transaction of the change it
 * records when there is one, so the entry and the change are kept or lost together.
 */
export type AuditLog = { record: (entry: AuditRecord, executor?: AuditExecutor) => Promise<void> };

/** A database or a transaction: only inserting is needed (the orders feature's transactions are narrowed to this). */
type AuditExecutor = Pick<Database, 'insert'>;

export const createAuditLog = (db: Database): AuditLog => ({
  record: async ({ actor, address, action, objectType, objectId, details }, executor: AuditExecutor = db) => {
    await executor.insert(auditEntries).values({
      actorId: actor?._id ?? null,
      actorEmail: actor?.email ?? null,
      action,
      objectType: objectType ?? null,
      objectId: objectId ?? null,
      address,
      details: details ?? null,
    });
  },
});

/** The audit context of a request: its signed-in person, if any, and its address (behind the trusted proxy). */
export const auditContextOf = (request: { readonly user: User | null; readonly ip: string }): AuditContext => ({
  actor: request.user ? { _id: request.user._id, email: request.user.email } : null,
  address: request.ip,
});
