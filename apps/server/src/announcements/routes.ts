import { announcementListQuerySchema, announcementSchema } from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { presentAnnouncement } from './presenter.js';
import type { AnnouncementsRepository } from './repository.js';

export const registerAnnouncementRoutes = (app: App, announcements: AnnouncementsRepository) => {
  app.get(
    '/api/charts',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['announcements'],
        querystring: announcementListQuerySchema,
        response: { 200: z.array(announcementSchema) },
      },
    },
    async (request) => {
      const { published } = request.query;
      const rows = await announcements.latest({
        published: published === undefined ? undefined : published === 'true',
      });
      return rows.map(presentAnnouncement);
    },
  );
};
