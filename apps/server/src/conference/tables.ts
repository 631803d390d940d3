import type { ConferenceItemKind, ConferenceSite } from '@stride/domain';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What the conference microsites show that editors write (spec part 1 §2 "Global conference"):
 * welcome text, sessions, marketing highlights, catalogs and retail openings, per sub-site.
 */
export const conferenceItems = pgTable(
  'conference_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').$type<ConferenceSite>().notNull(),
    kind: text('kind').$type<ConferenceItemKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    imageUrl: text('image_url'),
    link: text('link'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    room: text('room'),
    speaker: text('speaker'),
    location: text('location'),
    openingDate: date('opening_date', { mode: 'string' }),
    sortOrder: integer('sort_order').notNull().default(0),
    modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conference_items_site_kind_idx').on(table.site, table.kind)],
);

export type ConferenceItemRow = typeof conferenceItems.$inferSelect;
export type NewConferenceItemRow = typeof conferenceItems.$inferInsert;
