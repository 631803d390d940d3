import type { Database } from '../platform/db/database.js';
import { createAnswerCache } from '../platform/http/answer-cache.js';
import type { App } from '../platform/http/app-types.js';
import type { ProductSearchService } from '../products/search-service.js';
import { registerShowroomRoutes } from './routes.js';
import { createShowroomService } from './service.js';

/** Wires the showroom: one call per showroom, answered from a cache of the big ones. */
export const setupShowroom = (
  app: App,
  deps: { db: Database; search: ProductSearchService; bypassPermissions: boolean },
) =>
  registerShowroomRoutes(app, {
    showroom: createShowroomService(deps),
    // A buyer's tablets open the same showrooms over and over: a few 5,000-line ones kept.
    answers: createAnswerCache({ maxChars: 8_000_000, minChars: 100_000 }),
  });
