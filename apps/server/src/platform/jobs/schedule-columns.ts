import type { ScheduleTiming } from '@stride/domain';
import { jsonb, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every schedule table has (documents, reports): the timing, when it runs next (the
 * runner claims a due schedule by moving it), and how its last run went.
 */
export const scheduleRunColumns = () => ({
  timing: jsonb('timing').$type<ScheduleTiming>().notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
