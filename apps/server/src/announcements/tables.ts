import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Announcements ("charts" in the API) feed the dashboard. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('announcements_published_idx').on(table.published, table.publishedAt)],
);
