import type { AuditLog } from '../audit/audit-log.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Storage } from '../platform/storage/storage.js';
import { createUsersRepository } from '../users/repository.js';
import { renderReport } from './render-report.js';
import { registerReportRoutes } from './routes.js';
import { registerReportScheduleRoutes } from './schedule-routes.js';
import { createReportSchedules, type ReportSchedules } from './schedules.js';

declare module 'fastify' {
  interface FastifyInstance {
    reportSchedules: ReportSchedules;
  }
}

export const REPORT_SCHEDULES_JOB = 'reports.schedules';

/** Wires the reporting page's reports and the reports mailed on a schedule (a job ticking every minute). */
export const setupReports = async (
  app: App,
  deps: { db: Database; mailer: Mailer; storage: Storage; jobs?: JobQueue; audit: AuditLog },
) => {
  registerReportRoutes(app, { render: (route, request) => renderReport(deps.db, route, request) });
  const schedules = createReportSchedules({ ...deps, users: createUsersRepository(deps.db) });
  registerReportScheduleRoutes(app, { schedules });
  if (deps.jobs) {
    await deps.jobs.work(REPORT_SCHEDULES_JOB, async () => {
      await schedules.runDue();
    });
    await deps.jobs.schedule(REPORT_SCHEDULES_JOB, '* * * * *', {});
  }
  // Tests run a tick with a clock of their own (`app.reportSchedules.runDue(now)`).
  app.decorate('reportSchedules', schedules);
};
