import { createAssetListService } from '../assets/list-service.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { createConferenceRepository } from './repository.js';
import { registerConferenceRoutes } from './routes.js';
import { createConferenceService } from './service.js';

/** Wires the conference microsites; their ads read the advertising library through its list service. */
export const setupConference = (app: App, deps: { db: Database }) =>
  registerConferenceRoutes(
    app,
    createConferenceService({
      repository: createConferenceRepository(deps.db),
      assets: createAssetListService(deps),
    }),
  );
