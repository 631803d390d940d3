import { dashboardFeedSchema } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { createDashboardRepository } from './repository.js';
import { createDashboardService } from './service.js';

/** The dashboard's feed: one call, assembled on the server with the caller's permissions. */
export const registerDashboardRoutes = (app: App, deps: { db: Database; bypassPermissions: boolean }) => {
  const service = createDashboardService({
    repository: createDashboardRepository(deps.db),
    bypassPermissions: deps.bypassPermissions,
  });
  app.get(
    '/api/dashboard/feed',
    {
      // Every signed-in person has a feed; each card in it is checked against its own target's rule.
      config: { access: 'signedIn' },
      schema: {
        tags: ['dashboard'],
        summary: 'What is new for the caller: Live seasons, the conference site, their assortments and documents',
        response: { 200: dashboardFeedSchema },
      },
    },
    async (request) => service.feed(signedInUser(request)),
  );
};
