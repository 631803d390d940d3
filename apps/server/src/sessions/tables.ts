import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

// drizzle-kit reads the tables of files named tables.ts; the rate-limit store's lives beside it.
export { rateLimitCounters } from '../platform/http/rate-limit-store-table.js';

/** Server-side sessions; the cookie holds a random token and only its hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    strategy: text('strategy', { enum: ['local', 'okta'] }).notNull(),
    idleTimeoutMs: integer('idle_timeout_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Failed sign-ins per account (its normalised e-mail, known or not) and per address, which the
 * domain's sign-in throttle reads. An attempt is counted before its password is checked and
 * taken back when the password is right, so parallel guesses cannot slip past a lock.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    scope: text('scope', { enum: ['account', 'address'] }).notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull(),
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject] }),
    index('sign_in_failures_last_failure_idx').on(table.lastFailureAt),
  ],
);

export type SignInFailureRow = typeof signInFailures.$inferSelect;
