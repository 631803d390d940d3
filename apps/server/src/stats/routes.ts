import { statsRequestSchema, statsResponseSchema } from '@stride/domain';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { StatsService } from './service.js';

/** Part 2 §7.2: the client reports searches, exports and added styles. */
export const registerStatsRoutes = (app: App, { stats }: { stats: StatsService }) => {
  app.post(
    '/api/stats',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['stats'], body: statsRequestSchema, response: { 201: statsResponseSchema } },
    },
    async (request, reply) => {
      await stats.record(signedInUser(request)._id, request.body);
      return reply.code(201).send({ message: 'Success' as const });
    },
  );
};
