import type { AuditFilters, AuditListQuery } from '@stride/domain';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { countUpTo } from '../platform/db/counting.js';
import type { Database } from '../platform/db/database.js';
import { auditEntries } from './tables.js';

/** The conditions of the filters; every one has an index to start from (tables.ts). */
const conditionsOf = (filters: AuditFilters): SQL | undefined =>
  and(
    filters.actorId ? eq(auditEntries.actorId, filters.actorId) : undefined,
    filters.action ? eq(auditEntries.action, filters.action) : undefined,
    filters.objectType ? eq(auditEntries.objectType, filters.objectType) : undefined,
    filters.objectId ? eq(auditEntries.objectId, filters.objectId) : undefined,
    filters.from ? gte(auditEntries.at, new Date(filters.from)) : undefined,
    filters.to ? lt(auditEntries.at, new Date(filters.to)) : undefined,
  );

/** Reading the audit log and removing what is past its retention; entries are written by `AuditLog` only. */
export const createAuditRepository = (db: Database) => ({
  /** Newest first, in insertion order (two entries may share a millisecond); a total past 10,000 is the planner's estimate. */
  list: async (query: AuditListQuery) => {
    const where = conditionsOf(query);
    const [rows, counted] = await Promise.all([
      db.select().from(auditEntries).where(where).orderBy(desc(auditEntries.seq)).limit(query.limit).offset(query.skip),
      countUpTo(db, auditEntries, where),
    ]);
    return { rows, totalCount: counted.total };
  },

  /** The next `limit` entries of the filters older than the entry `beforeSeq` (all when undefined), newest first. */
  readBefore: (filters: AuditFilters, beforeSeq: number | undefined, limit: number) =>
    db
      .select()
      .from(auditEntries)
      .where(and(conditionsOf(filters), beforeSeq === undefined ? undefined : lt(auditEntries.seq, beforeSeq)))
      .orderBy(desc(auditEntries.seq))
      .limit(limit),

  /** The retention: removes the entries written before `cutoff` and answers how many. */
  deleteBefore: async (cutoff: Date) =>
    (await db.delete(auditEntries).where(lt(auditEntries.at, cutoff)).returning({ seq: auditEntries.seq })).length,
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
