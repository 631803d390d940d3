import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../constants/regional.js';
import type { ScheduleTiming } from '../documents/document-schedules.js';
import { scheduleTimingSchema } from '../documents/document-schedules.js';
import { zonedParts } from '../formatting/zoned-time.js';
import { MAIL_MAX_RECIPIENTS, mailRecipientSchema } from '../packages/package-request.js';
import { type ReportPeriod, type ReportRequest, reportRequestSchema, reportRoutes } from './assortment-reports.js';

/**
 * A report mailed on a schedule (part 1 §1 scheduled reports): the report as the reporting page
 * asks for it, the timing of document schedules, and the mail it goes out in, as an attachment.
 */
export const reportScheduleRequestSchema = z.object({
  reportRoute: z.enum(reportRoutes),
  report: reportRequestSchema,
  timing: scheduleTimingSchema,
  recipients: z.array(mailRecipientSchema).min(1).max(MAIL_MAX_RECIPIENTS),
  bccRecipients: z.array(mailRecipientSchema).max(MAIL_MAX_RECIPIENTS).default([]),
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2_000).optional(),
});
export type ReportScheduleRequest = z.infer<typeof reportScheduleRequestSchema>;

/** Changing a schedule: its timing and mail (the report stays what it is). */
export const reportSchedulePatchSchema = reportScheduleRequestSchema
  .pick({ recipients: true, bccRecipients: true, subject: true, body: true, timing: true })
  .partial();
export type ReportSchedulePatch = z.infer<typeof reportSchedulePatchSchema>;

export const reportScheduleSchema = reportScheduleRequestSchema.extend({
  _id: z.uuid(),
  body: z.string().nullable(),
  nextRunDate: z.iso.datetime(),
  lastRunDate: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  createdDate: z.iso.datetime(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The period a scheduled run reports on. A period of dates stands for "the span just ended":
 * the day before a daily run, the seven days before a weekly one, the month before a monthly
 * one (in the company's time zone); a period of seasons, or none, stays as asked.
 */
export const scheduledReportPeriod = (
  period: ReportPeriod | undefined,
  timing: Pick<ScheduleTiming, 'frequency'>,
  runAt: Date,
  timeZone: string = DEFAULT_TIMEZONE,
): ReportPeriod | undefined => {
  if (period?.by !== 'dates') return period;
  const today = zonedParts(runAt, timeZone);
  const day = (offsetDays: number, offsetMonths = 0) =>
    new Date(Date.UTC(today.year, today.month + offsetMonths, today.day + offsetDays));
  const from = timing.frequency === 'daily' ? day(-1) : timing.frequency === 'weekly' ? day(-7) : day(0, -1);
  return { by: 'dates', from: isoDay(from), to: isoDay(day(-1)) };
};

/** The report a scheduled run makes: the schedule's, over the span that just ended. */
export const scheduledReportRequest = (
  schedule: Pick<ReportScheduleRequest, 'report' | 'timing'>,
  runAt: Date,
): ReportRequest => ({
  ...schedule.report,
  period: scheduledReportPeriod(schedule.report.period, schedule.timing, runAt),
});
