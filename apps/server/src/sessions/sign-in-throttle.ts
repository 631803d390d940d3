import {
  SIGN_IN_FAILURE_MEMORY_MS,
  type SignInFailureState,
  type SignInFailures,
  type SignInScope,
  type SignInThrottleSettings,
  signInWaitMs,
  withSignInFailure,
} from '@stride/domain';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { AppError } from '../platform/errors.js';
import { tooManyAttempts } from '../platform/http/rate-limit-store.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { type SignInFailureRow, signInFailures } from './tables.js';

const SIGN_IN_FAILURES_PURGE_JOB = 'sessions.sign-in-failures.purge';

/** A wait as the rate limits word it ("30 seconds", "2 minutes"), for the message's {{retryAfter}}. */
export const waitInWords = (seconds: number): string => {
  const [count, unit] =
    seconds < 60 ? [seconds, 'second'] : seconds < 3_600 ? [seconds / 60, 'minute'] : [seconds / 3_600, 'hour'];
  const rounded = Math.round(count);
  return `${rounded} ${unit}${rounded === 1 ? '' : 's'}`;
};

/** A sign-in refused before its password is read; the route sends Retry-After. */
export class SignInThrottled extends AppError {
  readonly retryAfterSeconds: number;
  constructor(waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1_000));
    const { statusCode, messageCode, message, messageData } = tooManyAttempts(waitInWords(seconds));
    super(statusCode, messageCode, message, messageData);
    this.retryAfterSeconds = seconds;
  }
}

const toFailures = (row: SignInFailureRow | undefined): SignInFailures | undefined =>
  row && {
    failures: row.failures,
    firstFailureAt: row.firstFailureAt.getTime(),
    lastFailureAt: row.lastFailureAt.getTime(),
  };

const keyOf = (scope: SignInScope, subject: string) =>
  and(eq(signInFailures.scope, scope), eq(signInFailures.subject, subject));

/**
 * The state of the domain's sign-in throttle, in the database so every server process counts
 * the same failures. `account` is the normalised e-mail, `address` the caller's address.
 */
export const createSignInThrottle = (db: Database, settings: SignInThrottleSettings) => ({
  /**
   * Counts this attempt as a failure, unless the account or address must wait first: answers
   * that wait (0: go on and check the password). Both rows are locked while deciding, so
   * parallel attempts are counted one after another and none slips past a lock.
   */
  beginAttempt: (account: string, address: string, now = new Date()): Promise<number> =>
    db.transaction(async (tx) => {
      const subjects = { account, address } satisfies Record<SignInScope, string>;
      const scopes = Object.keys(subjects) as SignInScope[];
      await tx
        .insert(signInFailures)
        .values(
          scopes.map((scope) => ({
            scope,
            subject: subjects[scope],
            failures: 0,
            firstFailureAt: now,
            lastFailureAt: now,
          })),
        )
        .onConflictDoNothing();
      const rows = await tx
        .select()
        .from(signInFailures)
        .where(or(...scopes.map((scope) => keyOf(scope, subjects[scope]))))
        .orderBy(signInFailures.scope)
        .for('update');
      const state: SignInFailureState = {};
      for (const scope of scopes) state[scope] = toFailures(rows.find((row) => row.scope === scope));
      const waitMs = signInWaitMs(state, settings, now.getTime());
      if (waitMs > 0) return waitMs;
      for (const scope of scopes) {
        const next = withSignInFailure(scope, state[scope], settings, now.getTime());
        await tx
          .update(signInFailures)
          .set({
            failures: next.failures,
            firstFailureAt: new Date(next.firstFailureAt),
            lastFailureAt: new Date(next.lastFailureAt),
          })
          .where(keyOf(scope, subjects[scope]));
      }
      return 0;
    }),

  /** The password was right: the account's failures are cleared and the address's count takes this attempt back. */
  passwordAccepted: async (account: string, address: string) => {
    await db.delete(signInFailures).where(keyOf('account', account));
    await db
      .update(signInFailures)
      .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
      .where(keyOf('address', address));
  },

  /** Rows whose failures no longer count anywhere (no address window is longer than the memory). */
  deleteStale: async (now = new Date()) => {
    await db
      .delete(signInFailures)
      .where(lt(signInFailures.lastFailureAt, new Date(now.getTime() - SIGN_IN_FAILURE_MEMORY_MS)));
  },
});

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/** Hourly, like the sessions' purge. */
export const registerSignInFailuresPurge = async (jobs: JobQueue, throttle: SignInThrottle) => {
  await jobs.work(SIGN_IN_FAILURES_PURGE_JOB, () => throttle.deleteStale());
  await jobs.schedule(SIGN_IN_FAILURES_PURGE_JOB, '47 * * * *', {});
};
