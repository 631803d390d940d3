import type { CoordinatorAssignment, CoordinatorAssignmentData } from '@stride/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { type CoordinatorAssignmentRow, coordinatorAssignments } from './tables.js';

export const presentCoordinatorAssignment = (row: CoordinatorAssignmentRow): CoordinatorAssignment => ({
  _id: row.id,
  data: row.data,
  modifiedDate: row.modifiedAt.toISOString(),
});

export const createCoordinatorAssignmentsRepository = (db: Database) => ({
  /** Every assignment, by coordinator name: a sample room has a few dozen at most. */
  list: () =>
    db
      .select()
      .from(coordinatorAssignments)
      .orderBy(asc(sql`${coordinatorAssignments.data}->>'coordinatorName'`), asc(coordinatorAssignments.createdAt)),

  create: async (data: CoordinatorAssignmentData) =>
    (await db.insert(coordinatorAssignments).values({ data }).returning())[0]!,

  update: async (id: string, data: CoordinatorAssignmentData) =>
    (
      await db
        .update(coordinatorAssignments)
        .set({ data, modifiedAt: new Date() })
        .where(eq(coordinatorAssignments.id, id))
        .returning()
    )[0],

  remove: async (id: string) =>
    (await db.delete(coordinatorAssignments).where(eq(coordinatorAssignments.id, id)).returning()).length === 1,
});

export type CoordinatorAssignmentsRepository = ReturnType<typeof createCoordinatorAssignmentsRepository>;
