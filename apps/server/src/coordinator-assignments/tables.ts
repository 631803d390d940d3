import type { CoordinatorAssignmentData } from '@stride/domain';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Coordinator assignments (spec part 1 §3: `_id` plus data); the data's shape is the domain's. */
export const coordinatorAssignments = pgTable('coordinator_assignments', {
  id: uuid('id').primaryKey().defaultRandom(),
  data: jsonb('data').$type<CoordinatorAssignmentData>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CoordinatorAssignmentRow = typeof coordinatorAssignments.$inferSelect;
