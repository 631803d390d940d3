import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { DocumentSchedules } from './schedules.js';

export const DOCUMENT_SCHEDULES_JOB = 'documents.schedules';

/**
 * Every minute, the schedules that are due are sent. The tick is a job on the database, so a
 * restarted server picks up what came due while it was down.
 */
export const registerScheduleTick = async (jobs: JobQueue, schedules: DocumentSchedules, origin: string) => {
  await jobs.work(DOCUMENT_SCHEDULES_JOB, async () => {
    await schedules.runDue(origin);
  });
  await jobs.schedule(DOCUMENT_SCHEDULES_JOB, '* * * * *', {});
};
