import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { MetricsPort } from '../platform/metrics/metrics.js';
import type { Storage } from '../platform/storage/storage.js';
import { createOutboxRepository } from './repository.js';
import { registerMailRoutes } from './routes.js';
import { createOutboxService } from './service.js';

/** Wires the outbox's calls (without SMTP it is where the mail ends up) and its backlog gauge. */
export const setupMail = (app: App, deps: { db: Database; storage: Storage; metrics: MetricsPort }) => {
  const outbox = createOutboxRepository(deps.db);
  deps.metrics.gauge('stride_mail_outbox_backlog', 'Mails in the outbox waiting to be delivered.', outbox.backlog);
  registerMailRoutes(app, { outbox: createOutboxService({ outbox, storage: deps.storage }) });
};
