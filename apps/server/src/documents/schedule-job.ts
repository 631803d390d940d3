import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { DocumentSchedules, QueueScheduleRun, ScheduleRun } from './schedules.js';

export const DOCUMENT_SCHEDULES_JOB = 'documents.schedules';
const DOCUMENT_SCHEDULE_RUN_JOB = 'documents.schedule-run';

/** A claimed run as a job, retried when the server running it stopped: a kill, a restart. */
export const queueScheduleRunThrough =
  (jobs: JobQueue): QueueScheduleRun =>
  (run, tx) =>
    jobs.send<ScheduleRun>(DOCUMENT_SCHEDULE_RUN_JOB, run, { executor: tx, retryLimit: 2, expireInSeconds: 600 });

/**
 * Every minute, the schedules that are due are claimed and their runs queued. The tick is a job
 * on the database, so a restarted server picks up what came due while it was down; so is each
 * run, so one a server was killed in the middle of is sent after the restart.
 */
export const registerScheduleTick = async (jobs: JobQueue, schedules: DocumentSchedules, origin: string) => {
  // First: the tick queues runs inside its transaction, where the run queue must already exist.
  await jobs.work<ScheduleRun>(DOCUMENT_SCHEDULE_RUN_JOB, (run) => schedules.runQueued(run, origin));
  await jobs.work(DOCUMENT_SCHEDULES_JOB, async () => {
    await schedules.runDue(origin);
  });
  await jobs.schedule(DOCUMENT_SCHEDULES_JOB, '* * * * *', {});
};
