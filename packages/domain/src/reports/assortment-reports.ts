import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { assortmentChannels, assortmentRegions, assortmentStates } from '../assortments/assortment-constants.js';
import { DEFAULT_TIMEZONE } from '../constants/regional.js';
import { zonedInstant } from '../formatting/zoned-time.js';
import { seasonNames } from '../seasons/season.js';

/** The reports of the reporting page (part 1 §2 'Reporting forms for assortment export and user activity'). */
export const reportRoutes = ['assortment-export', 'user-activity'] as const;
export type ReportRoute = (typeof reportRoutes)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD');

/** Report period (part 1 §3 Report fileData): by seasons, or by dates. */
const reportPeriodSchema = z.discriminatedUnion('by', [
  z.object({
    by: z.literal('seasons'),
    seasons: z
      .array(z.object({ season: z.enum(seasonNames), year: z.number().int().min(2000).max(2100) }))
      .min(1)
      .max(20),
  }),
  z
    .object({ by: z.literal('dates'), from: isoDay, to: isoDay })
    .refine((period) => period.from <= period.to, { message: 'The period ends before it starts', path: ['to'] }),
]);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** Key initiative (channel, region, product type, season, year): each part narrows when given. */
const reportKeyInitiativeSchema = z
  .object({
    channel: z.enum(assortmentChannels),
    region: z.enum(assortmentRegions),
    productType: z.enum(productTypes),
    season: z.enum(seasonNames),
    year: z.number().int().min(2000).max(2100),
  })
  .partial();

/**
 * A report request (part 1 §3 Report fileData: filters, options, period, accounts, territories,
 * keyInitiative). Accounts are customers (the assortments' subtitle); territories those of the
 * people who own the assortments or did the activity.
 */
export const reportRequestSchema = z.object({
  filters: z.object({ states: z.array(z.enum(assortmentStates)).max(3).default([]) }).default({ states: [] }),
  options: z
    .object({
      /** Assortment export: a second sheet with every line of the assortments. */
      includeProducts: z.boolean().default(false),
      /** Assortment export: archived assortments too. */
      includeArchived: z.boolean().default(false),
      /** User activity: a second sheet with each recorded use. */
      includeEvents: z.boolean().default(false),
    })
    .default({ includeProducts: false, includeArchived: false, includeEvents: false }),
  period: reportPeriodSchema.optional(),
  accounts: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  territories: z.array(z.string().trim().min(1).max(40)).max(50).default([]),
  keyInitiative: reportKeyInitiativeSchema.default({}),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/**
 * A period of days as instants (part 1 §5): from 01:00:00 of the first day to 23:59:59 of the
 * last, in the company's time zone.
 */
export const reportDateRange = (
  period: { from: string; to: string },
  timeZone: string = DEFAULT_TIMEZONE,
): { start: Date; end: Date } => {
  const day = (value: string) => {
    const [year = 0, month = 1, date = 1] = value.split('-').map(Number);
    return { year, month: month - 1, day: date };
  };
  return {
    start: zonedInstant(day(period.from), { hour: 1 }, timeZone),
    end: zonedInstant(day(period.to), { hour: 23, minute: 59, second: 59 }, timeZone),
  };
};

/** The file a report downloads as. */
export const reportFilename = (route: ReportRoute, today: string) => `${route}-${today}.xlsx`;
