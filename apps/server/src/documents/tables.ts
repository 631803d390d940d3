import type { AssortmentDocumentRequest, ShareDocumentRequest } from '@stride/domain';
import { type AnyPgColumn, bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assortments } from '../assortments/tables.js';
import { scheduleRunColumns } from '../platform/jobs/schedule-columns.js';
import { users } from '../users/tables.js';

/**
 * A document made of an assortment and kept (part 2 §7.7 document create; shares): its request,
 * its state (started → success | failed) and the stored file. The assortment may be deleted
 * later; the document sent stays what it was.
 */
export const assortmentDocuments = pgTable(
  'assortment_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assortmentId: uuid('assortment_id').references(() => assortments.id, { onDelete: 'set null' }),
    /** The schedule that made it, for documents sent on a schedule. */
    scheduleId: uuid('schedule_id').references((): AnyPgColumn => documentSchedules.id, { onDelete: 'set null' }),
    request: jsonb('request').$type<AssortmentDocumentRequest>().notNull(),
    format: text('format').$type<'xlsx' | 'pdf'>().notNull(),
    filename: text('filename').notNull(),
    displayName: text('display_name').notNull(),
    state: text('state').$type<'started' | 'success' | 'failed'>().notNull(),
    error: text('error'),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    lineCount: integer('line_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('assortment_documents_owner_idx').on(table.ownerId, table.createdAt)],
);
export type AssortmentDocumentRow = typeof assortmentDocuments.$inferSelect;

/**
 * One recipient's link to a shared document: only the hash of its access code is kept; views
 * are counted per recipient, so the sender sees who opened what, and when.
 */
export const documentShareLinks = pgTable(
  'document_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => assortmentDocuments.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    viewCount: integer('view_count').notNull().default(0),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_share_links_document_idx').on(table.documentId)],
);
export type DocumentShareLinkRow = typeof documentShareLinks.$inferSelect;

/**
 * Documents sent on a schedule (part 1 §1): the document and its mail, the timing, and when it
 * runs next; the runner claims a due schedule by moving next_run_at, so two servers never send
 * one run twice.
 */
export const documentSchedules = pgTable(
  'document_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assortmentId: uuid('assortment_id')
      .notNull()
      .references(() => assortments.id, { onDelete: 'cascade' }),
    request: jsonb('request').$type<ShareDocumentRequest>().notNull(),
    format: text('format').$type<'xlsx' | 'pdf'>().notNull(),
    ...scheduleRunColumns(),
  },
  (table) => [
    index('document_schedules_owner_idx').on(table.ownerId, table.createdAt),
    index('document_schedules_due_idx').on(table.nextRunAt),
  ],
);
export type DocumentScheduleRow = typeof documentSchedules.$inferSelect;
