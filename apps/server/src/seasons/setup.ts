import type { AuditLog } from '../audit/audit-log.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Storage } from '../platform/storage/storage.js';
import { renderThumbnail } from '../uploads/thumbnails.js';
import { createSeasonFiles, SEASON_FILES_KEY_PREFIX } from './files.js';
import { createSeasonsRepository } from './repository.js';
import { registerSeasonRoutes } from './routes.js';
import { createSeasonsService } from './service.js';

/** The seasons feature: its routes, and the upload targets of season covers and logos. */
export const setupSeasons = (
  app: App,
  deps: { db: Database; storage: Storage; bypassPermissions: boolean; audit: AuditLog },
) => {
  const repository = createSeasonsRepository(deps.db);
  const service = createSeasonsService({
    seasons: repository,
    bypassPermissions: deps.bypassPermissions,
    removeFiles: async (keys) => {
      await Promise.all(keys.map((key) => deps.storage.delete(key)));
    },
    audit: deps.audit,
  });
  const files = createSeasonFiles({
    storage: deps.storage,
    seasons: repository,
    service,
    renderThumbnail,
  });
  registerSeasonRoutes(app, { seasons: service, files });
  return { uploadTargets: { prefix: SEASON_FILES_KEY_PREFIX, targets: files.targets } };
};
