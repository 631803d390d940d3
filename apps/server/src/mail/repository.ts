import type { OutboxListQuery } from '@stride/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { outbox } from './tables.js';

export const createOutboxRepository = (db: Database) => ({
  /** Newest first; the id breaks ties so pages never overlap. */
  list: async (query: OutboxListQuery) => {
    const [rows, [count]] = await Promise.all([
      db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(query.limit).offset(query.skip),
      db.select({ value: sql<number>`count(*)::int` }).from(outbox),
    ]);
    return { rows, totalCount: count?.value ?? 0 };
  },

  find: async (id: string) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0] ?? null,

  /** Mails written and not yet delivered (nor kept without SMTP, nor given up on). */
  backlog: async () =>
    (await db.select({ value: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.status, 'queued')))[0]
      ?.value ?? 0,
});

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
