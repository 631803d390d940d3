import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { rowsOf } from '../db/rows-of.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { rateLimitCounters } from './rate-limit-store-table.js';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands a store: its options, and for a route's child store the route (`routeInfo`). */
type StoreOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};

/** The longest window exponential backoff may reach, as the plugin's own stores cap it. */
const MAX_WINDOW_MS = Number.MAX_SAFE_INTEGER;
/** 2^60 windows is past any cap already; a larger power would overflow double precision in SQL. */
const MAX_BACKOFF_EXPONENT = 60;

const RATE_LIMIT_PURGE_JOB = 'rate-limits.purge';

/** 429 of every limit: the UI shows the message with the wait in words. */
export const tooManyAttempts = (after: string) =>
  new AppError(429, 'ITS_BE_ERROR_RATE_LIMITED', `Too many attempts. Please try again in ${after}.`, {
    retryAfter: after,
  });

/** The rate limit plugin's refusal, in the same words as the sign-in throttle's. */
export const rateLimitErrorBuilder = (_request: unknown, context: { after: string }) => tooManyAttempts(context.after);

type CounterRow = { current: number; ttl: number };

/**
 * @fastify/rate-limit's `store` over the application database, so the limits hold across every
 * server process on it: one row per route and key, counted by one atomic upsert. It follows the
 * plugin's LocalStore: a window starts with the first request and the count restarts after it;
 * `continueExceeding` restarts the window on each request over the limit and
 * `exponentialBackoff` doubles it for each. Times are the database's, the one clock all
 * processes share. The plugin builds stores itself (`new Store(options)`), hence a class made
 * per database.
 */
export const databaseRateLimitStore = (db: Database): FastifyRateLimitStoreCtor => {
  const increment = async (key: string, timeWindow: number, max: number, options: StoreOptions) => {
    const window = sql`${timeWindow}::float8 * interval '1 millisecond'`;
    const over = sql`c.count + 1 > ${max}::int`;
    const [counter] = await rowsOf<CounterRow>(
      db,
      sql`
      insert into rate_limit_counters as c (key, count, window_ends_at)
      values (${key}, 1, now() + ${window})
      on conflict (key) do update set
        count = case when c.window_ends_at <= now() then 1 else c.count + 1 end,
        window_ends_at = case
          when c.window_ends_at <= now() then excluded.window_ends_at
          when ${options.continueExceeding === true}::boolean and ${over} then excluded.window_ends_at
          when ${options.exponentialBackoff === true}::boolean and ${over} then now() + least(
            ${timeWindow}::float8 * power(2::float8, least(c.count - ${max}::int, ${MAX_BACKOFF_EXPONENT}::int)),
            ${MAX_WINDOW_MS}::float8
          ) * interval '1 millisecond'
          else c.window_ends_at
        end
      returning count as current, ceil(extract(epoch from window_ends_at - now()) * 1000)::float8 as ttl`,
    );
    return counter!;
  };

  const read = async (key: string): Promise<CounterRow> => {
    const [counter] = await rowsOf<CounterRow>(
      db,
      sql`
      select count as current, ceil(extract(epoch from window_ends_at - now()) * 1000)::float8 as ttl
      from rate_limit_counters where key = ${key} and window_ends_at > now()`,
    );
    return counter ?? { current: 0, ttl: 0 };
  };

  const answer = (counter: Promise<CounterRow>, callback: StoreCallback) => {
    counter.then(
      (row) => callback(null, { current: row.current, ttl: row.ttl }),
      (error: Error) => callback(error),
    );
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      private readonly options: StoreOptions,
      /** Keeps each route's counters apart, as the plugin's RedisStore does. */
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
      answer(increment(this.prefix + key, timeWindow, max, this.options), callback);
    }

    /** The count without counting this request (`{ increment: false }`). */
    read(key: string, callback: StoreCallback) {
      answer(read(this.prefix + key), callback);
    }

    // The plugin passes its merged route options with `routeInfo` (its typings say RouteOptions).
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const options = routeOptions as unknown as StoreOptions;
      const { method = '', url = '' } = options.routeInfo ?? {};
      return new DatabaseRateLimitStore(options, `${this.prefix}${String(method)}${url}-`);
    }
  };
};

/** Counters past their window count nothing (a request starts a new one); this job removes them. */
export const registerRateLimitPurge = async (jobs: JobQueue, db: Database) => {
  await jobs.work(RATE_LIMIT_PURGE_JOB, () => deleteEndedRateLimitWindows(db));
  await jobs.schedule(RATE_LIMIT_PURGE_JOB, '23 * * * *', {});
};

export const deleteEndedRateLimitWindows = async (db: Database) => {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
};
