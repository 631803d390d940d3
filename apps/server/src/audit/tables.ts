import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log (issue 26): append-only, what matters for security and accountability. The actor
 * is kept by id and e-mail without a foreign key, so an entry outlives the person it names; the
 * app only ever inserts rows and removes those past the retention.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    /** Insertion order, which paging follows (two entries may share a millisecond). */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    address: text('address'),
    /** What changed (before and after for permissions), never a password or a secret. */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at),
    index('audit_entries_actor_idx').on(table.actorId, table.at),
    index('audit_entries_action_idx').on(table.action, table.at),
    index('audit_entries_object_idx').on(table.objectId),
  ],
);

export type AuditEntryRow = typeof auditEntries.$inferSelect;
