import { outboxListQuerySchema, outboxPageSchema } from '@stride/domain';
import { z } from 'zod';
import type { Database } from '../platform/db/database.js';
import { notFound } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import type { Storage } from '../platform/storage/storage.js';
import { presentOutboxMessage } from './presenter.js';
import { createOutboxRepository } from './repository.js';

/** The outbox, readable by user administrators: without SMTP it is where the mail ends up. */
export const registerMailRoutes = (app: App, deps: { db: Database; storage: Storage }) => {
  const { db } = deps;
  const outbox = createOutboxRepository(db);

  app.get(
    '/api/mail/outbox',
    {
      config: { access: 'adminUsers' },
      schema: { tags: ['mail'], querystring: outboxListQuerySchema, response: { 200: outboxPageSchema } },
    },
    async (request) => {
      const { rows, totalCount } = await outbox.list(request.query);
      return { totalCount, data: rows.map(presentOutboxMessage) };
    },
  );

  app.get(
    '/api/mail/outbox/:id/attachments/:index',
    {
      config: { access: 'adminUsers' },
      schema: {
        tags: ['mail'],
        summary: 'A file sent with a mail of the outbox',
        params: z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(20) }),
      },
    },
    async (request, reply) => {
      const attachment = (await outbox.find(request.params.id))?.attachments[request.params.index];
      const stored = attachment ? await deps.storage.get(attachment.storageKey) : null;
      if (!attachment || !stored) throw notFound('Attachment');
      return sendFileAnswer(
        reply,
        { body: stored.stream, contentType: attachment.contentType, filename: attachment.filename, size: stored.size },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );
};
