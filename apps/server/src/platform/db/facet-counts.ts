import type { FacetValue } from '@stride/domain';
import { asc, count, desc, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

/** A facet lists at most this many values, the most frequent first. */
const FACET_VALUE_LIMIT = 200;

/**
 * The distinct values of `value` among the rows a query selects, each with how many rows have it,
 * most frequent first (filter options with counts, for products and library assets alike).
 * `select` receives the value to select and returns the query that reads it from the filtered rows.
 */
export const countFacetValues = (
  db: Database,
  value: SQL<string>,
  select: (selection: { value: SQL.Aliased<string> }) => PgSelect,
): Promise<FacetValue[]> => {
  const found = select({ value: value.as('value') }).as('found');
  return db
    .select({ value: sql<string>`${found.value}`, count: count() })
    .from(found)
    .where(isNotNull(found.value))
    .groupBy(found.value)
    .orderBy(desc(count()), asc(found.value))
    .limit(FACET_VALUE_LIMIT);
};
