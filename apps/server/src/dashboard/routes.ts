import { dashboardFeedSchema } from '@stride/domain';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { DashboardService } from './service.js';

/** The dashboard's feed: one call, assembled on the server with the caller's permissions. */
export const registerDashboardRoutes = (app: App, { service }: { service: DashboardService }) => {
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
