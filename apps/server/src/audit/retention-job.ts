import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { AuditService } from './service.js';

const AUDIT_RETENTION_JOB = 'audit.retention';

/** Daily, the entries past AUDIT_RETENTION_DAYS go: the only way an entry ever leaves the log. */
export const registerAuditRetention = async (jobs: JobQueue, audit: Pick<AuditService, 'purge'>) => {
  await jobs.work(AUDIT_RETENTION_JOB, async () => {
    await audit.purge();
  });
  await jobs.schedule(AUDIT_RETENTION_JOB, '41 3 * * *', {});
};
