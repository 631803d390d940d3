import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Storage } from '../platform/storage/storage.js';
import { createSeasonFiles, type RenderThumbnail } from './files.js';
import { createSeasonsRepository } from './repository.js';
import { registerSeasonRoutes } from './routes.js';
import { createSeasonsService } from './service.js';

/** The seasons feature: its routes, and the upload targets of season covers and logos. */
export const setupSeasons = (
  app: App,
  deps: { db: Database; storage: Storage; renderThumbnail: RenderThumbnail; bypassPermissions: boolean },
) => {
  const repository = createSeasonsRepository(deps.db);
  const service = createSeasonsService({
    seasons: repository,
    bypassPermissions: deps.bypassPermissions,
    removeFiles: async (keys) => {
      await Promise.all(keys.map((key) => deps.storage.delete(key)));
    },
  });
  const files = createSeasonFiles({
    storage: deps.storage,
    seasons: repository,
    service,
    renderThumbnail: deps.renderThumbnail,
  });
  registerSeasonRoutes(app, { seasons: service, files });
  return { uploadTargets: files.targets };
};
