import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

/** Each person's dashboard visits: the feed marks what changed since the visit before this one. */
export const dashboardVisits = pgTable('dashboard_visits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The last read of the feed. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  /** The start of what is new in this visit: the previous visit's last read (null on the first visit). */
  since: timestamp('since', { withTimezone: true }),
});
