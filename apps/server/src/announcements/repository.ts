import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { announcements } from './tables.js';

/** The dashboard feed shows the newest announcements only. */
const FEED_LIMIT = 20;

export const createAnnouncementsRepository = (db: Database) => ({
  latest: (filter: { published?: boolean }) =>
    db
      .select()
      .from(announcements)
      .where(and(filter.published === undefined ? undefined : eq(announcements.published, filter.published)))
      .orderBy(desc(announcements.publishedAt), desc(announcements.createdAt))
      .limit(FEED_LIMIT),
});

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
