import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

/**
 * A sign-in started at the identity provider and not yet come back. The browser keeps only the
 * state in a cookie; the PKCE verifier and nonce stay here, and a row is spent on its first use.
 */
export const ssoLoginAttempts = pgTable(
  'sso_login_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sso_login_attempts_expires_idx').on(table.expiresAt)],
);

/** The /ad-register/{pendingUser} tokens of first-time single sign-on users; only the hash is stored. */
export const ssoRegistrations = pgTable(
  'sso_registrations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sso_registrations_user_idx').on(table.userId)],
);

export type SsoLoginAttemptRow = typeof ssoLoginAttempts.$inferSelect;
