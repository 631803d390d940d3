import { z } from 'zod';
import { GRID_PAGE_SIZE } from '../constants/limits.js';

/** queued → sent, or failed (retried until its tries run out); kept: no SMTP, the outbox is the mailbox. */
export const outboxStatuses = ['queued', 'sent', 'failed', 'kept'] as const;

export const outboxListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(GRID_PAGE_SIZE).default(GRID_PAGE_SIZE),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

/** One mail as administrators read it in the outbox. */
const outboxMessageSchema = z.object({
  _id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  /** Files sent with the mail (scheduled reports); administrators open them at /api/mail/outbox/{id}/attachments/{index}. */
  attachments: z.array(z.object({ filename: z.string(), size: z.number().int() })),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Newest first. */
export const outboxPageSchema = z.object({ totalCount: z.number().int(), data: z.array(outboxMessageSchema) });
export type OutboxPage = z.infer<typeof outboxPageSchema>;
