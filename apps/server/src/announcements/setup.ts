import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { createAnnouncementsRepository } from './repository.js';
import { registerAnnouncementRoutes } from './routes.js';
import { createAnnouncementsService } from './service.js';

/** Wires the dashboard's announcements ("charts"). */
export const setupAnnouncements = (
  app: App,
  deps: { db: Database; config: Pick<AppConfig, 'bypassPermissions' | 'publicUrl'> },
) =>
  registerAnnouncementRoutes(app, {
    announcements: createAnnouncementsService({
      announcements: createAnnouncementsRepository(deps.db),
      bypassPermissions: deps.config.bypassPermissions,
    }),
    config: deps.config,
  });
