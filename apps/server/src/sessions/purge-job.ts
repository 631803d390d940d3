import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { SessionsRepository } from './repository.js';

const SESSION_PURGE_JOB = 'sessions.purge';

/**
 * Expired and idle sessions are refused when used; this hourly job also removes their rows so
 * the table holds live sessions only.
 */
export const registerSessionPurge = async (jobs: JobQueue, sessions: SessionsRepository) => {
  await jobs.work(SESSION_PURGE_JOB, () => sessions.deleteExpired(new Date()));
  await jobs.schedule(SESSION_PURGE_JOB, '17 * * * *', {});
};
