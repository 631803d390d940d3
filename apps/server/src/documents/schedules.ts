import {
  type DocumentSchedule,
  type DocumentSchedulePatch,
  type DocumentScheduleRequest,
  nextScheduleRun,
  type User,
} from '@stride/domain';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { AssortmentService } from '../assortments/service.js';
import { assortments } from '../assortments/tables.js';
import type { AuditContext, AuditLog } from '../audit/audit-log.js';
import type { Database } from '../platform/db/database.js';
import { notFound } from '../platform/errors.js';
import { DUE_BATCH, presentScheduleRuns, recordScheduleRun, runDueSchedules } from '../platform/jobs/due-schedules.js';
import { findActiveUser } from '../users/active-user.js';
import type { UsersRepository } from '../users/repository.js';
import type { DocumentShareService } from './share-service.js';
import { assortmentDocuments, type DocumentScheduleRow, documentSchedules } from './tables.js';

/** A claimed run of a schedule: the moment it was claimed for is the document's creation time. */
export type ScheduleRun = { scheduleId: string; runAt: string };

/** Queues a claimed run inside the claim's transaction (`tx`), so a claim never outlives its run. */
export type QueueScheduleRun = (run: ScheduleRun, tx: Database) => Promise<unknown>;

const present = (row: DocumentScheduleRow, assortmentTitle: string): DocumentSchedule => ({
  _id: row.id,
  assortment: row.assortmentId,
  assortmentTitle,
  documentType: row.request.documentType,
  format: row.format,
  recipients: row.request.recipients,
  bccRecipients: row.request.bccRecipients,
  subject: row.request.subject,
  body: row.request.body ?? null,
  timing: row.timing,
  ...presentScheduleRuns(row),
});

/**
 * Documents sent on a schedule (part 1 §1): kept in the database, so they survive restarts; a
 * job ticks every minute and sends what is due (`runDue`), each run as its owner with the
 * owner's rights of the moment. With `queueRun` (the running server's job queue) each claimed
 * run is a job of its own (`runQueued`): a server killed mid-run leaves it queued, and a retry
 * after its mail was written sends nothing again.
 */
export const createDocumentSchedules = (deps: {
  db: Database;
  shares: DocumentShareService;
  assortments: AssortmentService;
  users: UsersRepository;
  audit: AuditLog;
  queueRun?: QueueScheduleRun;
}) => {
  const { db } = deps;
  const withTitles = () =>
    db
      .select({ schedule: documentSchedules, title: assortments.title })
      .from(documentSchedules)
      .innerJoin(assortments, eq(assortments.id, documentSchedules.assortmentId));

  const own = async (user: User, id: string) => {
    const [found] = await withTitles().where(
      and(eq(documentSchedules.id, id), eq(documentSchedules.ownerId, user._id)),
    );
    if (!found) throw notFound('Schedule');
    return found;
  };

  const run = (owner: User, row: DocumentScheduleRow, origin: string, now: Date) =>
    recordScheduleRun(
      () => deps.shares.sendScheduled(owner, row, origin, now),
      (outcome) => db.update(documentSchedules).set(outcome).where(eq(documentSchedules.id, row.id)),
      now,
    );

  return {
    list: async (user: User) =>
      (
        await withTitles().where(eq(documentSchedules.ownerId, user._id)).orderBy(desc(documentSchedules.createdAt))
      ).map(({ schedule, title }) => present(schedule, title)),

    create: async (user: User, request: DocumentScheduleRequest, context: AuditContext, now = new Date()) => {
      // Only an assortment the person may open: the same rule as making the document now.
      const assortment = await deps.assortments.get(user, request.assortment, false);
      const { format, timing, ...document } = request;
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(documentSchedules)
          .values({
            ownerId: user._id,
            assortmentId: assortment._id,
            request: document,
            format,
            timing,
            nextRunAt: nextScheduleRun(timing, now),
          })
          .returning();
        if (!inserted) throw new Error('The schedule was not stored');
        await deps.audit.record(
          {
            ...context,
            action: 'schedule.created',
            objectType: 'documentSchedule',
            objectId: inserted.id,
            details: { assortmentId: assortment._id, format, timing, recipients: document.recipients },
          },
          tx,
        );
        return inserted;
      });
      return present(row, assortment.title);
    },

    patch: async (user: User, id: string, patch: DocumentSchedulePatch, now = new Date()) => {
      const { schedule, title } = await own(user, id);
      const { timing, ...mail } = patch;
      const [row] = await db
        .update(documentSchedules)
        .set({
          request: { ...schedule.request, ...mail },
          ...(timing ? { timing, nextRunAt: nextScheduleRun(timing, now) } : {}),
        })
        .where(eq(documentSchedules.id, id))
        .returning();
      if (!row) throw notFound('Schedule');
      return present(row, title);
    },

    delete: async (user: User, id: string, context: AuditContext) => {
      const { schedule } = await own(user, id);
      await db.transaction(async (tx) => {
        await tx.delete(documentSchedules).where(eq(documentSchedules.id, id));
        await deps.audit.record(
          {
            ...context,
            action: 'schedule.deleted',
            objectType: 'documentSchedule',
            objectId: id,
            details: { assortmentId: schedule.assortmentId, format: schedule.format },
          },
          tx,
        );
      });
    },

    /** 'Send now': a run outside the timing, which keeps its next run. */
    runNow: async (user: User, id: string, origin: string, now = new Date()) =>
      run(user, (await own(user, id)).schedule, origin, now),

    /** Sends (or queues) every schedule due at `now` (runDueSchedules claims each first). */
    runDue: (origin: string, now = new Date()) =>
      runDueSchedules({
        due: () =>
          db
            .select()
            .from(documentSchedules)
            .where(lte(documentSchedules.nextRunAt, now))
            .orderBy(asc(documentSchedules.nextRunAt))
            .limit(DUE_BATCH),
        claim: (row) =>
          db.transaction(async (tx) => {
            const [claimed] = await tx
              .update(documentSchedules)
              .set({ nextRunAt: nextScheduleRun(row.timing, now) })
              .where(and(eq(documentSchedules.id, row.id), eq(documentSchedules.nextRunAt, row.nextRunAt)))
              .returning();
            if (claimed && deps.queueRun) await deps.queueRun({ scheduleId: row.id, runAt: now.toISOString() }, tx);
            return claimed;
          }),
        activeOwner: (ownerId) => findActiveUser(deps.users, ownerId),
        run: async (owner, row) => {
          if (!deps.queueRun) await run(owner, row, origin, now);
        },
      }),

    /** A queued run: sent unless its document is already kept (the mail went with it), as its owner. */
    runQueued: async ({ scheduleId, runAt }: ScheduleRun, origin: string) => {
      const now = new Date(runAt);
      const [row] = await db.select().from(documentSchedules).where(eq(documentSchedules.id, scheduleId));
      if (!row) return;
      const [kept] = await db
        .select({ id: assortmentDocuments.id })
        .from(assortmentDocuments)
        .where(and(eq(assortmentDocuments.scheduleId, scheduleId), eq(assortmentDocuments.createdAt, now)));
      if (kept) {
        await db
          .update(documentSchedules)
          .set({ lastRunAt: now, lastError: null })
          .where(eq(documentSchedules.id, scheduleId));
        return;
      }
      const owner = await findActiveUser(deps.users, row.ownerId);
      if (!owner) return;
      // A failed run is recorded on the schedule; the next one goes ahead as planned.
      await run(owner, row, origin, now).catch(() => undefined);
    },
  };
};

export type DocumentSchedules = ReturnType<typeof createDocumentSchedules>;
