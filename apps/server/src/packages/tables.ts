import type { MailedPackageKind, PackageRequest } from '@stride/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

/**
 * Packages mailed as links (spec part 2 §7.11): the request is kept under the hash of an
 * unguessable code, and the link streams the same zip until it expires.
 */
export const mailedPackages = pgTable(
  'mailed_packages',
  {
    codeHash: text('code_hash').primaryKey(),
    /** Files are resolved with this user's rights each time the link is opened. */
    sharedBy: uuid('shared_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MailedPackageKind>().notNull(),
    request: jsonb('request').$type<PackageRequest['data']>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mailed_packages_expires_idx').on(table.expiresAt)],
);
