import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../constants/regional.js';
import { zonedInstant, zonedParts } from '../formatting/zoned-time.js';
import { type DocumentFormat, documentFormats, shareDocumentRequestSchema } from './document-request.js';

/** How often a scheduled document goes out (part 1 §1 scheduled documents; the spec gives no list). */
export const scheduleFrequencies = ['daily', 'weekly', 'monthly'] as const;

/**
 * When it goes out, in the company's time zone: at `hour`, on `weekday` (0 Sunday) for weekly
 * schedules, on `dayOfMonth` for monthly ones (at most the 28th, so every month has the day).
 */
export const scheduleTimingSchema = z.object({
  frequency: z.enum(scheduleFrequencies),
  weekday: z.number().int().min(0).max(6).default(1),
  dayOfMonth: z.number().int().min(1).max(28).default(1),
  hour: z.number().int().min(0).max(23).default(7),
});
export type ScheduleTiming = z.infer<typeof scheduleTimingSchema>;

/** A new schedule: the document and its mail as for sharing, the format, and the timing. */
export const documentScheduleRequestSchema = shareDocumentRequestSchema.extend({
  /** A schedule belongs to its assortment (and goes with it). */
  assortment: z.uuid(),
  format: z.enum(documentFormats),
  timing: scheduleTimingSchema,
});
export type DocumentScheduleRequest = z.infer<typeof documentScheduleRequestSchema>;

/** Changing a schedule: its recipients, mail and timing (the document stays what it is). */
export const documentSchedulePatchSchema = documentScheduleRequestSchema
  .pick({ recipients: true, bccRecipients: true, subject: true, body: true, timing: true })
  .partial();
export type DocumentSchedulePatch = z.infer<typeof documentSchedulePatchSchema>;

export const documentScheduleSchema = z.object({
  _id: z.uuid(),
  assortment: z.uuid(),
  assortmentTitle: z.string(),
  documentType: shareDocumentRequestSchema.shape.documentType,
  format: z.enum(documentFormats),
  recipients: z.array(z.string()),
  bccRecipients: z.array(z.string()),
  subject: z.string(),
  body: z.string().nullable(),
  timing: scheduleTimingSchema,
  nextRunDate: z.iso.datetime(),
  lastRunDate: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  createdDate: z.iso.datetime(),
});
export type DocumentSchedule = z.infer<typeof documentScheduleSchema>;

/** The first time after `after` the timing names, in the time zone (the company's by default). */
export const nextScheduleRun = (timing: ScheduleTiming, after: Date, timeZone: string = DEFAULT_TIMEZONE): Date => {
  const today = zonedParts(after, timeZone);
  // Two months of days always hold the next run of any timing.
  for (let offset = 0; offset <= 62; offset++) {
    const date = new Date(Date.UTC(today.year, today.month, today.day + offset));
    const matches =
      timing.frequency === 'daily' ||
      (timing.frequency === 'weekly' && date.getUTCDay() === timing.weekday) ||
      (timing.frequency === 'monthly' && date.getUTCDate() === timing.dayOfMonth);
    if (!matches) continue;
    const instant = zonedInstant(
      { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() },
      { hour: timing.hour },
      timeZone,
    ).getTime();
    if (instant > after.getTime()) return new Date(instant);
  }
  throw new Error('No run of this schedule within two months');
};

/** Part 1 §2: the public page a scheduled document's link opens. */
export const scheduledDocumentPagePath = (
  format: DocumentFormat,
  documentId: string,
  timeStamp: number,
  filename: string,
) => `/file/scheduled/${format}/document/${documentId}/${timeStamp}/${encodeURIComponent(filename)}`;

/** Part 2 §7.7: where that page reads the file. */
export const scheduledDocumentFilePath = (
  format: DocumentFormat,
  documentId: string,
  timeStamp: number,
  filename: string,
) => `/api/assortment-documents/${format}/scheduled/${documentId}/${timeStamp}/${encodeURIComponent(filename)}`;
