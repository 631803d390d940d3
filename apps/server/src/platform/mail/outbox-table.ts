import { outboxStatuses } from '@stride/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a mail: written to storage first, read from there when the mail is delivered. */
export type MailAttachment = { filename: string; contentType: string; storageKey: string; size: number };

/**
 * Every mail is written here first; a job delivers it over SMTP when configured. Without SMTP
 * the outbox is the mailbox, readable by administrators in the app.
 */
export const outbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: jsonb('to').$type<string[]>().notNull(),
    bcc: jsonb('bcc').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail, kept in storage. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: outboxStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
