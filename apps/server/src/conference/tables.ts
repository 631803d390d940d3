import type { ConferenceGroup, ConferenceItemKind, ConferenceSite } from '@stride/domain';
import { sql } from 'drizzle-orm';
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
    /** The uploaded picture's storage key (conference-pictures/…); the item deletes it when it lets it go. */
    pictureKey: text('picture_key'),
    /** The conference groups the item is for; empty = everyone who opens the site. */
    groups: text('groups').array().$type<ConferenceGroup[]>().notNull().default(sql`'{}'::text[]`),
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
