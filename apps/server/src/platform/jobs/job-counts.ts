import type { SqlExecutor } from '../db/database.js';

/** Jobs waiting (new or to retry), running, or failed for good and not yet archived (pg-boss keeps them 12 hours). */
export type JobCount = { queue: string; state: 'queued' | 'running' | 'failed'; count: number };

/**
 * One grouped read of pg-boss's job table for the whole scrape: its API counts one queue and one
 * state range per query (getQueueSize), which would be some sixty queries on PGlite's one connection.
 * pg-boss's own queues (its cron's hand-offs) are left out.
 */
const JOB_COUNTS = `
  select name as queue,
    case state when 'active' then 'running' when 'failed' then 'failed' else 'queued' end as state,
    count(*)::int as count
  from pgboss.job
  where state in ('created', 'retry', 'active', 'failed') and not starts_with(name, '__pgboss__')
  group by 1, 2`;

/** Jobs per queue and state, of every process on the database (the table is shared). */
export const countJobs = async (executeSql: SqlExecutor): Promise<JobCount[]> => {
  const { rows } = await executeSql(JOB_COUNTS);
  return rows as JobCount[];
};
