import type { StatsRequest } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { usageStats } from './tables.js';

export const createStatsRepository = (db: Database) => ({
  record: async (userId: string, stat: StatsRequest) => {
    await db.insert(usageStats).values({ userId, ...stat });
  },
});

export type StatsRepository = ReturnType<typeof createStatsRepository>;
