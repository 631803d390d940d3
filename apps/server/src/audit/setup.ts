import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { createAuditRepository } from './repository.js';
import { registerAuditRetention } from './retention-job.js';
import { registerAuditRoutes } from './routes.js';
import { type AuditService, createAuditService } from './service.js';

/** The audit log's one writer: app.ts makes it first and hands it to every feature that records. */
export { createAuditLog } from './audit-log.js';

declare module 'fastify' {
  interface FastifyInstance {
    auditRetention: Pick<AuditService, 'purge'>;
  }
}

/**
 * The audit log's reading side: the administrators' calls and the daily retention. Features
 * write entries through the one `AuditLog` app.ts makes (audit-log.ts).
 */
export const setupAudit = async (
  app: App,
  deps: { db: Database; retentionDays: number; jobs: JobQueue | undefined },
) => {
  const audit = createAuditService({ repository: createAuditRepository(deps.db), retentionDays: deps.retentionDays });
  registerAuditRoutes(app, { audit });
  if (deps.jobs) await registerAuditRetention(deps.jobs, audit);
  // Tests run the retention with a clock of their own (`app.auditRetention.purge(now)`).
  app.decorate('auditRetention', audit);
};
