import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Storage } from '../platform/storage/storage.js';
import { createOutboxRepository } from './repository.js';
import { registerMailRoutes } from './routes.js';
import { createOutboxService } from './service.js';

/** Wires the outbox's calls (without SMTP it is where the mail ends up). */
export const setupMail = (app: App, deps: { db: Database; storage: Storage }) =>
  registerMailRoutes(app, {
    outbox: createOutboxService({ outbox: createOutboxRepository(deps.db), storage: deps.storage }),
  });
