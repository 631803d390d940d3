import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import { rowsOf } from './rows-of.js';

/** Up to this many matches a list's total is counted; beyond, the planner's estimate is answered. */
const EXACT_COUNT_LIMIT = 10_000;

export type CountedTotal = { total: number; estimated: boolean };

type Explained = [{ Plan: { 'Plan Rows': number } }];
/** A row of `explain (format json)`. */
export type ExplainedRow = { 'QUERY PLAN'?: Explained | string };

/** The planner's row estimate from an `explain (format json)` row: the drivers parse the json, a raw text client may not. */
export const planRows = (row: ExplainedRow | undefined): number => {
  const plan = row?.['QUERY PLAN'];
  const [explained] = typeof plan === 'string' ? (JSON.parse(plan) as Explained) : (plan ?? [undefined]);
  return explained?.Plan['Plan Rows'] ?? 0;
};

/**
 * How many rows of `table` match `where`: exact up to `limit` (EXACT_COUNT_LIMIT), which costs a bounded
 * index walk; past it, the planner's estimate (never below the limit), flagged as such. Counting
 * 100,000 matches exactly costs more than the page they are the total of.
 */
export const countUpTo = async (
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
): Promise<CountedTotal> => {
  const capped = db
    .select({ one: sql<number>`1`.as('one') })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('capped');
  const [counted] = await db.select({ total: count() }).from(capped);
  const total = counted?.total ?? 0;
  if (total <= limit) return { total, estimated: false };
  const [explained] = await rowsOf<ExplainedRow>(
    db,
    sql`explain (format json) select 1 from ${table} where ${where ?? sql`true`}`,
  );
  return { total: Math.max(limit + 1, Math.round(planRows(explained))), estimated: true };
};
