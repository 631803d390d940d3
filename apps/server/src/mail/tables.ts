// drizzle-kit reads the tables of files named tables.ts; the outbox is the mailer's, in platform.
export { type OutboxRow, outbox } from '../platform/mail/outbox-table.js';
