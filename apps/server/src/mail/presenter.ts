import type { OutboxMessage } from '@stride/domain';
import type { OutboxRow } from './tables.js';

export const presentOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  attachments: row.attachments.map(({ filename, size }) => ({ filename, size })),
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});
