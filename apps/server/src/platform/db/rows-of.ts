import type { Results } from '@electric-sql/pglite';
import type { SQLWrapper } from 'drizzle-orm';
import type { QueryResult } from 'pg';
import type { Database } from './database.js';

/**
 * What `db.execute` answers: node-postgres's QueryResult or PGlite's Results. Drizzle types it
 * `unknown` for a database that may be either driver; both carry the rows as `rows`.
 */
type ExecuteResult<Row extends Record<string, unknown>> = QueryResult<Row> | Results<Row>;

/**
 * The rows of a raw SQL statement (one Drizzle cannot build), typed as the statement selects
 * them. Columns come as the driver parses them: cast numerics (`::float8`) and name columns
 * in the statement to get the shape `Row` says.
 */
export const rowsOf = async <Row extends Record<string, unknown>>(
  db: Database,
  statement: SQLWrapper,
): Promise<Row[]> => ((await db.execute<Row>(statement)) as ExecuteResult<Row>).rows;
