import type { Season, SeasonChannel, SeasonStatus } from '@stride/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { assortments } from '../assortments/tables.js';
import type { Database } from '../platform/db/database.js';
import { type SeasonRow, seasons } from './tables.js';

export type SeasonChanges = Partial<Pick<SeasonRow, 'status' | 'seasonSets' | 'sourceFile' | 'customerLogo'>>;

export const createSeasonsRepository = (db: Database) => ({
  insertMany: async (rows: readonly Season[]) => {
    if (rows.length === 0) return;
    await db.insert(seasons).values(rows.map((season) => ({ ...season })));
  },

  list: (channel: SeasonChannel, statuses: readonly SeasonStatus[]) =>
    db
      .select()
      .from(seasons)
      .where(and(eq(seasons.channel, channel), inArray(seasons.status, [...statuses]))),

  find: async (id: string): Promise<SeasonRow | undefined> =>
    (await db.select().from(seasons).where(eq(seasons.id, id)))[0],

  findByName: async (season: Pick<Season, 'channel' | 'season' | 'year'>): Promise<SeasonRow | undefined> =>
    (
      await db
        .select()
        .from(seasons)
        .where(
          and(eq(seasons.channel, season.channel), eq(seasons.season, season.season), eq(seasons.year, season.year)),
        )
    )[0],

  /** Answers the new row, or undefined when the channel already has that season and year. */
  insert: async (season: Omit<Season, 'id'>): Promise<SeasonRow | undefined> =>
    (await db.insert(seasons).values(season).onConflictDoNothing().returning())[0],

  update: async (id: string, changes: SeasonChanges): Promise<SeasonRow | undefined> =>
    (
      await db
        .update(seasons)
        .set({ ...changes, modifiedAt: new Date() })
        .where(eq(seasons.id, id))
        .returning()
    )[0],

  delete: (id: string) => db.delete(seasons).where(eq(seasons.id, id)),

  /** How many internal assortments are planned in the season (same channel, season and year). */
  internalAssortmentCount: async (season: Pick<Season, 'channel' | 'season' | 'year'>): Promise<number> => {
    const [row] = await db
      .select({ count: count() })
      .from(assortments)
      .where(
        and(
          eq(assortments.orgType, 'internal'),
          eq(assortments.channel, season.channel),
          eq(assortments.season, season.season),
          eq(assortments.year, season.year),
        ),
      );
    return row?.count ?? 0;
  },
});

export type SeasonsRepository = ReturnType<typeof createSeasonsRepository>;
