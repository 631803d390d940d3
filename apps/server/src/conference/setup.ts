import { createAssetListService } from '../assets/list-service.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Storage } from '../platform/storage/storage.js';
import { CONFERENCE_PICTURES_KEY_PREFIX, createConferencePictures } from './pictures.js';
import { createConferenceRepository } from './repository.js';
import { registerConferenceRoutes } from './routes.js';
import { createConferenceService } from './service.js';

/**
 * Wires the conference microsites; their ads read the advertising library through its list
 * service. Answers the upload targets of item pictures.
 */
export const setupConference = (app: App, deps: { db: Database; storage: Storage; bypassPermissions: boolean }) => {
  const pictures = createConferencePictures(deps);
  registerConferenceRoutes(
    app,
    createConferenceService({
      repository: createConferenceRepository(deps.db),
      assets: createAssetListService(deps),
      pictures,
      bypassPermissions: deps.bypassPermissions,
    }),
    pictures,
  );
  return { uploadTargets: { prefix: CONFERENCE_PICTURES_KEY_PREFIX, targets: pictures.targets } };
};
