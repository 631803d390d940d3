import type { StatsRequest } from '@stride/domain';
import type { StatsRepository } from './repository.js';

/** Part 2 §7.2: what the client reports is stored as it came, under the caller. */
export const createStatsService = (deps: { stats: StatsRepository }) => ({
  record: (userId: string, stat: StatsRequest) => deps.stats.record(userId, stat),
});

export type StatsService = ReturnType<typeof createStatsService>;
