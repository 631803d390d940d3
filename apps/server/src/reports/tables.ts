import type { ReportScheduleRequest, ScheduleTiming } from '@stride/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

/**
 * Reports mailed on a schedule (part 1 §1 scheduled reports): the report and its mail, the
 * timing, and when it runs next; claimed by moving next_run_at, as document schedules are.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    request: jsonb('request').$type<Omit<ReportScheduleRequest, 'timing'>>().notNull(),
    timing: jsonb('timing').$type<ScheduleTiming>().notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('report_schedules_owner_idx').on(table.ownerId, table.createdAt),
    index('report_schedules_due_idx').on(table.nextRunAt),
  ],
);
export type ReportScheduleRow = typeof reportSchedules.$inferSelect;
