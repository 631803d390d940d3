import { announcementListQuerySchema, announcementSchema } from '@stride/domain';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { announcements } from './tables.js';

const FEED_LIMIT = 20;

export const registerAnnouncementRoutes = (app: App, db: Database) => {
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
      const published = request.query.published === undefined ? undefined : request.query.published === 'true';
      const rows = await db
        .select()
        .from(announcements)
        .where(and(published === undefined ? undefined : eq(announcements.published, published)))
        .orderBy(desc(announcements.publishedAt), desc(announcements.createdAt))
        .limit(FEED_LIMIT);
      return rows.map((row) => ({
        _id: row.id,
        title: row.title,
        body: row.body,
        link: row.link,
        published: row.published,
        publishedAt: row.publishedAt?.toISOString() ?? null,
      }));
    },
  );
};
