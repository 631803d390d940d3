import type { SeasonChannel, SeasonName, SeasonSet, SeasonStatus } from '@stride/domain';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Seasons of the seasons manager: one per channel, season and year, with its season sets. */
export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    season: text('season').$type<SeasonName>().notNull(),
    year: integer('year').notNull(),
    channel: text('channel').$type<SeasonChannel>().notNull(),
    status: text('status').$type<SeasonStatus>().notNull(),
    seasonSets: jsonb('season_sets').$type<SeasonSet[]>().notNull().default([]),
    sourceFile: text('source_file'),
    previewJpg: text('preview_jpg').notNull(),
    customerLogo: text('customer_logo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('seasons_channel_season_year_key').on(table.channel, table.season, table.year)],
);

export type SeasonRow = typeof seasons.$inferSelect;
