import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { createSavedSearchesRepository } from './repository.js';
import { registerSearchRoutes } from './routes.js';
import { createSearchesService } from './service.js';

/** Wires searches shared by e-mail and the saved searches. */
export const setupSearches = (app: App, deps: { db: Database; mailer: Mailer; config: Pick<AppConfig, 'publicUrl'> }) =>
  registerSearchRoutes(app, {
    searches: createSearchesService({ searches: createSavedSearchesRepository(deps.db), mailer: deps.mailer }),
    config: deps.config,
  });
