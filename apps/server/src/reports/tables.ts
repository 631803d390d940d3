import type { ReportScheduleRequest } from '@stride/domain';
import { index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { scheduleRunColumns } from '../platform/jobs/schedule-columns.js';
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
    ...scheduleRunColumns(),
  },
  (table) => [
    index('report_schedules_owner_idx').on(table.ownerId, table.createdAt),
    index('report_schedules_due_idx').on(table.nextRunAt),
  ],
);
export type ReportScheduleRow = typeof reportSchedules.$inferSelect;
