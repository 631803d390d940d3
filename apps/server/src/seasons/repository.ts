import type { Season } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { seasons } from './tables.js';

export const createSeasonsRepository = (db: Database) => ({
  insertMany: async (rows: readonly Season[]) => {
    if (rows.length === 0) return;
    await db.insert(seasons).values(rows.map((season) => ({ ...season })));
  },
});

export type SeasonsRepository = ReturnType<typeof createSeasonsRepository>;
