import PgBoss from 'pg-boss';
import { type Database, type DatabaseHandle, sqlExecutorOf } from '../db/database.js';

/** Where the queue reports failures: the app's logger once it exists (pino-compatible). */
export type JobLogger = {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type JobSendOptions = {
  /** Retries after the first attempt. */
  retryLimit?: number;
  /** Seconds before a retry; doubled each retry (with jitter) when `retryBackoff` is set. */
  retryDelay?: number;
  retryBackoff?: boolean;
  startAfter?: Date | number | string;
  /**
   * The queue that receives the job's data once it has failed for good: every try used, whether
   * its handler threw or its server died while running it. Its worker must be registered first.
   */
  deadLetter?: string;
  /** At most one queued or active job per key. */
  singletonKey?: string;
  expireInSeconds?: number;
  /**
   * The caller's transaction: the job row commits or rolls back with the caller's rows, so a
   * worker never sees a job for data that is not there. The queue must already exist (a worker
   * or schedule registered, or a send outside a transaction).
   */
  executor?: Database;
};

type JobContext = { id: string; name: string; retryCount: number };
export type JobHandler<T extends object> = (data: T, job: JobContext) => Promise<void>;

export type JobQueueOptions = {
  /** How often each worker polls for due jobs. */
  pollingIntervalSeconds?: number;
  /** How long `stop` waits for running jobs before handing them back to the queue. */
  stopTimeoutMs?: number;
};

type Registration = () => Promise<void>;

const SETTLE_POLL_MS = 20;
const DEADLOCK_DETECTED = '40P01';
const UNIQUE_VIOLATION = '23505';
const QUEUE_CREATION_ATTEMPTS = 5;

/**
 * Jobs a killed process left active go back to the queue at once, as a try used (so a job that
 * kills the server every time ends failed rather than looping), and one that used its last try
 * goes to its dead-letter queue, as pg-boss sends a job that failed any other way. Run only on
 * PGlite, whose data directory one process holds: at start every active job is a dead process's.
 * On PostgreSQL another server may be running them; pg-boss hands them back when they expire.
 */
const REQUEUE_ABANDONED_JOBS = `
  with abandoned as (
    update pgboss.job set
      state = (case when retry_count < retry_limit then 'retry' else 'failed' end)::pgboss.job_state,
      start_after = now(),
      completed_on = case when retry_count < retry_limit then null else now() end,
      output = '{"message":"The server stopped while this job ran"}'::jsonb
    where state = 'active'
    returning name, data, output, state, dead_letter
  )
  insert into pgboss.job (name, data, output)
  select dead_letter, data, output from abandoned
  where state = 'failed' and dead_letter is not null and dead_letter <> name
    and dead_letter in (select name from pgboss.queue)`;

const waitUntil = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
};

/**
 * Jobs as rows in the application database (pg-boss), on PGlite and PostgreSQL alike: pg-boss
 * talks through the handle's `executeSql`, so it shares PGlite's one connection (whose own lock
 * serialises every query) or the PostgreSQL pool. Workers and schedules registered before
 * `start` are set up by it; jobs wait in the database across restarts.
 */
export const createJobQueue = (handle: DatabaseHandle, options: JobQueueOptions = {}) => {
  const { pollingIntervalSeconds = 1, stopTimeoutMs = 30_000 } = options;

  // Counted so `stop` can wait for pg-boss's last queries before the database is closed.
  let pendingQueries = 0;
  let runningJobs = 0;
  let logger: JobLogger | undefined;
  const newBoss = () =>
    new PgBoss({
      db: {
        executeSql: async (text, values) => {
          pendingQueries += 1;
          try {
            return await handle.executeSql(text, values);
          } finally {
            pendingQueries -= 1;
          }
        },
      },
      pollingIntervalSeconds,
    }).on('error', (error) => logger?.error({ err: error }, 'job queue error'));
  let boss = newBoss();

  let state: 'stopped' | 'starting' | 'started' = 'stopped';
  // Sends go through once pg-boss runs: a job that starts while later workers are still being
  // registered (one waiting in the queue at a restart) may send jobs of its own.
  let accepting = false;
  const registrations: Registration[] = [];
  const queueCreations = new Map<string, Promise<void>>();
  const createdQueues = new Set<string>();
  let queueCreationChain: Promise<unknown> = Promise.resolve();

  // Creating a queue inserts a row and attaches a partition; two at once deadlock on
  // PostgreSQL, so this process creates one at a time and retries when another process collides.
  const createQueue = async (name: string) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await boss.createQueue(name);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= QUEUE_CREATION_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt * (1 + Math.random())));
      }
    }
  };

  const ensureQueue = (name: string) => {
    let creation = queueCreations.get(name);
    if (!creation) {
      creation = queueCreationChain
        .then(() => createQueue(name))
        .then(
          () => void createdQueues.add(name),
          (error: unknown) => {
            queueCreations.delete(name);
            throw error;
          },
        );
      queueCreationChain = creation.catch(() => undefined);
      queueCreations.set(name, creation);
    }
    return creation;
  };

  const register = async (registration: Registration) => {
    registrations.push(registration);
    if (state === 'started') await registration();
  };

  return {
    /** Creates or migrates pg-boss's schema, then starts the registered workers and schedules. */
    start: async (startLogger: JobLogger) => {
      if (state !== 'stopped') return;
      state = 'starting';
      logger = startLogger;
      try {
        await boss.start().catch(async (error: unknown) => {
          // Two processes installing pg-boss's schema at once on PostgreSQL: the one that waited
          // for pg-boss's lock can still collide (23505) on a catalog read before the wait. The
          // schema is in place by then; a failed pg-boss cannot start again, a new one can.
          if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
          boss = newBoss();
          await boss.start();
        });
        if (handle.kind === 'pglite') await handle.executeSql(REQUEUE_ABANDONED_JOBS);
        accepting = true;
        for (const registration of registrations) await registration();
        state = 'started';
      } catch (error) {
        state = 'stopped';
        accepting = false;
        await boss.stop({ graceful: false, close: false }).catch(() => undefined);
        throw error;
      }
    },

    /** Stops polling, lets running jobs finish (or returns them to the queue) and waits for quiet. */
    stop: async () => {
      if (state === 'stopped') return;
      state = 'stopped';
      accepting = false;
      await boss.stop({ graceful: true, timeout: stopTimeoutMs, close: false });
      await waitUntil(() => pendingQueries === 0 && runningJobs === 0, stopTimeoutMs);
      queueCreations.clear();
      createdQueues.clear();
    },

    send: async <T extends object>(name: string, data: T, sendOptions: JobSendOptions = {}) => {
      if (!accepting) throw new Error(`Job queue is not started; cannot send "${name}"`);
      const { executor, ...jobOptions } = sendOptions;
      if (executor) {
        // Creating a queue from inside the caller's transaction would wait on PGlite's one
        // connection, held by that transaction, forever.
        if (!createdQueues.has(name))
          throw new Error(`Job queue "${name}" does not exist yet; register its worker first`);
        return boss.send(name, data, { ...jobOptions, db: { executeSql: sqlExecutorOf(executor) } });
      }
      await ensureQueue(name);
      return boss.send(name, data, jobOptions);
    },

    /**
     * `concurrency` jobs of the queue at a time in this process (one by default); a handler that
     * throws has its job retried per its options.
     */
    work: <T extends object>(
      name: string,
      handler: JobHandler<T>,
      { concurrency = 1 }: { concurrency?: number } = {},
    ) =>
      register(async () => {
        await ensureQueue(name);
        const run = async ([job]: PgBoss.JobWithMetadata<T>[]) => {
          if (!job) return;
          runningJobs += 1;
          try {
            await handler(job.data, { id: job.id, name: job.name, retryCount: job.retryCount });
          } catch (error) {
            logger?.warn(
              { err: error, job: job.name, jobId: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit },
              'job failed',
            );
            throw error;
          } finally {
            runningJobs -= 1;
          }
        };
        // pg-boss 10 runs one job per worker: more at a time is more workers on the queue.
        for (let worker = 0; worker < concurrency; worker++) await boss.work<T>(name, { includeMetadata: true }, run);
      }),

    /** Sends `data` to `name` on a cron schedule (UTC); kept in the database, so set once is enough. */
    schedule: <T extends object>(name: string, cron: string, data: T) =>
      register(async () => {
        await ensureQueue(name);
        await boss.schedule(name, cron, data);
      }),
  };
};

export type JobQueue = ReturnType<typeof createJobQueue>;
