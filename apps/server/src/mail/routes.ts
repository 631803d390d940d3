import { outboxListQuerySchema, outboxPageSchema } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { presentOutboxMessage } from './presenter.js';
import { createOutboxRepository } from './repository.js';

/** The outbox, readable by user administrators: without SMTP it is where the mail ends up. */
export const registerMailRoutes = (app: App, db: Database) => {
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
};
