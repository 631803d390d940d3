import type { User } from '@stride/domain';

/** Schedules a runner takes on at once; the rest wait for the next tick. */
export const DUE_BATCH = 20;

/**
 * Runs every schedule that is due (documents and reports alike). Each is claimed first (its
 * next run moved on, on condition it had not moved), so another server ticking at the same
 * moment skips it; it runs as its owner, with the owner's rights of the moment; a failed run is
 * the runner's to record, and the next one goes ahead as planned. Answers how many ran.
 */
export const runDueSchedules = async <Row extends { ownerId: string }>(deps: {
  due: () => Promise<Row[]>;
  claim: (row: Row) => Promise<Row | undefined>;
  /** The owner, as signed in now; nothing when the account is gone or not active. */
  activeOwner: (ownerId: string) => Promise<User | undefined>;
  run: (owner: User, row: Row) => Promise<unknown>;
}) => {
  let ran = 0;
  for (const row of await deps.due()) {
    const claimed = await deps.claim(row);
    if (!claimed) continue;
    const owner = await deps.activeOwner(row.ownerId);
    if (!owner) continue;
    await deps.run(owner, claimed).then(
      () => ran++,
      () => undefined,
    );
  }
  return ran;
};

/** What a schedule's row says of its runs, as the API answers it. */
export const presentScheduleRuns = (row: {
  nextRunAt: Date;
  lastRunAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}) => ({
  nextRunDate: row.nextRunAt.toISOString(),
  lastRunDate: row.lastRunAt?.toISOString() ?? null,
  lastError: row.lastError,
  createdDate: row.createdAt.toISOString(),
});

/**
 * One run of a schedule, recorded on it: when it ran, and why it failed if it did (the schedule
 * list shows it). A failure is rethrown for the caller ('Send now' answers it).
 */
export const recordScheduleRun = async <T>(
  work: () => Promise<T>,
  record: (run: { lastRunAt: Date; lastError: string | null }) => Promise<unknown>,
  now: Date,
): Promise<T> => {
  try {
    const result = await work();
    await record({ lastRunAt: now, lastError: null });
    return result;
  } catch (error) {
    await record({ lastRunAt: now, lastError: error instanceof Error ? error.message : String(error) });
    throw error;
  }
};
