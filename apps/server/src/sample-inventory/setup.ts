import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { createSampleLookupService } from './lookup-service.js';
import { registerSampleInventoryRoutes } from './routes.js';
import { createSampleService } from './service.js';
import { createSampleTrackingService } from './tracking-service.js';

/** Wires the sample inventory (Production and Sales libraries) into the app. */
export const setupSampleInventory = (
  app: App,
  deps: { db: Database; bypassPermissions: boolean; publish: WebhookPublisher },
) =>
  registerSampleInventoryRoutes(app, {
    samples: createSampleService(deps),
    lookups: createSampleLookupService(deps),
    tracking: createSampleTrackingService(deps),
    bypassPermissions: deps.bypassPermissions,
  });
