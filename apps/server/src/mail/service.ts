import type { OutboxListQuery } from '@stride/domain';
import { notFound } from '../platform/errors.js';
import type { Storage } from '../platform/storage/storage.js';
import { presentOutboxMessage } from './presenter.js';
import type { OutboxRepository } from './repository.js';

/** The outbox as user administrators read it: pages of mails and the files sent with them. */
export const createOutboxService = (deps: { outbox: OutboxRepository; storage: Storage }) => ({
  page: async (query: OutboxListQuery) => {
    const { rows, totalCount } = await deps.outbox.list(query);
    return { totalCount, data: rows.map(presentOutboxMessage) };
  },

  /** The attachment's stored bytes with its name and type; 404 when the mail, the file or its bytes are gone. */
  attachment: async (id: string, index: number) => {
    const attachment = (await deps.outbox.find(id))?.attachments[index];
    const stored = attachment ? await deps.storage.get(attachment.storageKey) : null;
    if (!attachment || !stored) throw notFound('Attachment');
    return { attachment, stored };
  },
});

export type OutboxService = ReturnType<typeof createOutboxService>;
