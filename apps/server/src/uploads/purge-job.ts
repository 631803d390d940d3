import { UPLOAD_ABANDONED_AFTER_MS } from '@stride/domain';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { Storage } from '../platform/storage/storage.js';

const UPLOAD_PURGE_JOB = 'uploads.purge-abandoned';

/** Every hour, the parts of uploads with no progress for 24 hours are removed. */
export const registerUploadPurge = async (jobs: JobQueue, storage: Storage, now: () => number = Date.now) => {
  await jobs.work(UPLOAD_PURGE_JOB, async () => {
    await storage.purgeAbandonedMultiparts(new Date(now() - UPLOAD_ABANDONED_AFTER_MS));
  });
  await jobs.schedule(UPLOAD_PURGE_JOB, '41 * * * *', {});
};
