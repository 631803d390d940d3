import { outboxListQuerySchema, outboxPageSchema } from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import type { OutboxService } from './service.js';

/** The outbox, readable by user administrators: without SMTP it is where the mail ends up. */
export const registerMailRoutes = (app: App, { outbox }: { outbox: OutboxService }) => {
  app.get(
    '/api/mail/outbox',
    {
      config: { access: 'adminUsers' },
      schema: { tags: ['mail'], querystring: outboxListQuerySchema, response: { 200: outboxPageSchema } },
    },
    (request) => outbox.page(request.query),
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
      const { attachment, stored } = await outbox.attachment(request.params.id, request.params.index);
      return sendFileAnswer(
        reply,
        { body: stored.stream, contentType: attachment.contentType, filename: attachment.filename, size: stored.size },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );
};
