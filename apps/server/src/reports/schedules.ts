import { randomUUID } from 'node:crypto';
import {
  accessRules,
  checkAccess,
  DEFAULT_TIMEZONE,
  fullName,
  isoDateOnly,
  nextScheduleRun,
  type ReportSchedule,
  type ReportSchedulePatch,
  type ReportScheduleRequest,
  reportFilename,
  scheduledReportRequest,
  type User,
} from '@stride/domain';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { AuditContext, AuditLog } from '../audit/audit-log.js';
import type { Database } from '../platform/db/database.js';
import { forbidden, notFound } from '../platform/errors.js';
import { DUE_BATCH, presentScheduleRuns, recordScheduleRun, runDueSchedules } from '../platform/jobs/due-schedules.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Storage } from '../platform/storage/storage.js';
import { XLSX_CONTENT_TYPE } from '../platform/xlsx/workbook.js';
import { findActiveUser } from '../users/active-user.js';
import type { UsersRepository } from '../users/repository.js';
import { renderReport } from './render-report.js';
import { type ReportScheduleRow, reportSchedules } from './tables.js';

const present = (row: ReportScheduleRow): ReportSchedule => ({
  _id: row.id,
  ...row.request,
  body: row.request.body ?? null,
  timing: row.timing,
  ...presentScheduleRuns(row),
});

/**
 * Reports mailed on a schedule (part 1 §1): each run makes the report as its owner asked it,
 * over the span that just ended, and mails it as an attachment (kept in storage with the
 * outbox row, so a retried delivery sends the same file). Only people who may report schedule
 * reports, and a run checks the owner still may.
 */
export const createReportSchedules = (deps: {
  db: Database;
  mailer: Mailer;
  storage: Storage;
  users: Pick<UsersRepository, 'findById'>;
  audit: AuditLog;
}) => {
  const { db } = deps;

  const own = async (user: User, id: string) => {
    const [row] = await db
      .select()
      .from(reportSchedules)
      .where(and(eq(reportSchedules.id, id), eq(reportSchedules.ownerId, user._id)));
    if (!row) throw notFound('Schedule');
    return row;
  };

  const send = async (owner: User, row: ReportScheduleRow, now: Date) => {
    if (!checkAccess(owner, accessRules.manageAssortmentReporting)) throw forbidden();
    const { reportRoute, recipients, bccRecipients, subject, body } = row.request;
    const bytes = await renderReport(
      db,
      reportRoute,
      scheduledReportRequest({ ...row.request, timing: row.timing }, now),
    );
    const filename = reportFilename(reportRoute, isoDateOnly(now.toISOString(), DEFAULT_TIMEZONE));
    const storageKey = `mail/reports/${randomUUID()}.xlsx`;
    await deps.storage.put(storageKey, bytes);
    await deps.mailer.send({
      to: recipients,
      bcc: bccRecipients.length > 0 ? bccRecipients : undefined,
      subject,
      text: [body, `${filename} is attached.`, `Scheduled by ${fullName(owner)} <${owner.email}> in Stride.`]
        .filter(Boolean)
        .join('\n\n'),
      attachments: [{ filename, contentType: XLSX_CONTENT_TYPE, storageKey, size: bytes.length }],
    });
  };

  const run = (owner: User, row: ReportScheduleRow, now: Date) =>
    recordScheduleRun(
      () => send(owner, row, now),
      (outcome) => db.update(reportSchedules).set(outcome).where(eq(reportSchedules.id, row.id)),
      now,
    );

  return {
    list: async (user: User) =>
      (
        await db
          .select()
          .from(reportSchedules)
          .where(eq(reportSchedules.ownerId, user._id))
          .orderBy(desc(reportSchedules.createdAt))
      ).map(present),

    create: async (user: User, request: ReportScheduleRequest, context: AuditContext, now = new Date()) => {
      const { timing, ...report } = request;
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(reportSchedules)
          .values({ ownerId: user._id, request: report, timing, nextRunAt: nextScheduleRun(timing, now) })
          .returning();
        if (!inserted) throw new Error('The schedule was not stored');
        await deps.audit.record(
          {
            ...context,
            action: 'schedule.created',
            objectType: 'reportSchedule',
            objectId: inserted.id,
            details: { reportRoute: report.reportRoute, timing, recipients: report.recipients },
          },
          tx,
        );
        return inserted;
      });
      return present(row);
    },

    patch: async (user: User, id: string, patch: ReportSchedulePatch, now = new Date()) => {
      const current = await own(user, id);
      const { timing, ...mail } = patch;
      const [row] = await db
        .update(reportSchedules)
        .set({
          request: { ...current.request, ...mail },
          ...(timing ? { timing, nextRunAt: nextScheduleRun(timing, now) } : {}),
        })
        .where(eq(reportSchedules.id, id))
        .returning();
      if (!row) throw notFound('Schedule');
      return present(row);
    },

    delete: async (user: User, id: string, context: AuditContext) => {
      const row = await own(user, id);
      await db.transaction(async (tx) => {
        await tx.delete(reportSchedules).where(eq(reportSchedules.id, id));
        await deps.audit.record(
          {
            ...context,
            action: 'schedule.deleted',
            objectType: 'reportSchedule',
            objectId: id,
            details: { reportRoute: row.request.reportRoute },
          },
          tx,
        );
      });
    },

    /** 'Send now': a run outside the timing, which keeps its next run. */
    runNow: async (user: User, id: string, now = new Date()) => run(user, await own(user, id), now),

    runDue: (now = new Date()) =>
      runDueSchedules({
        due: () =>
          db
            .select()
            .from(reportSchedules)
            .where(lte(reportSchedules.nextRunAt, now))
            .orderBy(asc(reportSchedules.nextRunAt))
            .limit(DUE_BATCH),
        claim: async (row) =>
          (
            await db
              .update(reportSchedules)
              .set({ nextRunAt: nextScheduleRun(row.timing, now) })
              .where(and(eq(reportSchedules.id, row.id), eq(reportSchedules.nextRunAt, row.nextRunAt)))
              .returning()
          )[0],
        activeOwner: (ownerId) => findActiveUser(deps.users, ownerId),
        run: (owner, row) => run(owner, row, now),
      }),
  };
};

export type ReportSchedules = ReturnType<typeof createReportSchedules>;
