import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Storage } from '../platform/storage/storage.js';
import { renderThumbnail } from '../uploads/thumbnails.js';
import { createAssetBatchService } from './batch-service.js';
import { createAssetFacetRepository } from './facet-repository.js';
import { createAssetFacetService } from './facet-service.js';
import { registerAssetFileRoutes } from './file-routes.js';
import { createAssetFileService } from './file-service.js';
import { createAssetListService } from './list-service.js';
import { registerAssetRoutes } from './routes.js';
import { createAssetUploadService } from './upload-service.js';

/**
 * Wires the asset libraries into the app. Answers what other features plug in: the upload
 * targets (uploads) and the downloadable files (packages).
 */
export const setupAssets = (app: App, deps: { db: Database; storage: Storage; bypassPermissions: boolean }) => {
  const uploads = createAssetUploadService({ ...deps, renderThumbnail });
  const files = createAssetFileService(deps);
  registerAssetRoutes(app, {
    list: createAssetListService(deps),
    batch: createAssetBatchService(deps),
    uploads,
    facets: createAssetFacetService({ facets: createAssetFacetRepository(deps.db) }),
    removeStored: async (keys) => {
      for (const key of keys) await deps.storage.delete(key);
    },
  });
  registerAssetFileRoutes(app, { files });
  return {
    // Every key no other feature's prefix claims.
    uploadTargets: { prefix: '', targets: { authorize: uploads.authorize, completed: uploads.completed } },
    downloadableFiles: files.downloadableFiles,
  };
};
