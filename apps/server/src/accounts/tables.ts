import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

export const accountCodePurposes = ['setPassword', 'resetPassword', 'confirmEmail'] as const;
export type AccountCodePurpose = (typeof accountCodePurposes)[number];

/** Single-use, expiring codes sent by e-mail; only the hash of a code is stored. */
export const accountCodes = pgTable(
  'account_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountCodePurposes }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_codes_user_idx').on(table.userId, table.purpose)],
);
