import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of @fastify/rate-limit's limits (rate-limit-store.ts), in the database so every
 * server process on it counts the same requests. A row is one route and key (usually the
 * caller's address) in its current window; rows past their window are purged.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_idx').on(table.windowEndsAt)],
);
