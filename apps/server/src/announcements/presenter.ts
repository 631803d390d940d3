import type { Announcement } from '@stride/domain';
import type { announcements } from './tables.js';

export const presentAnnouncement = (row: typeof announcements.$inferSelect): Announcement => ({
  _id: row.id,
  title: row.title,
  body: row.body,
  link: row.link,
  published: row.published,
  publishedAt: row.publishedAt?.toISOString() ?? null,
});
