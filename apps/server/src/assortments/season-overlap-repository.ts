import type { Assortment, User } from '@stride/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { internalReadableCondition } from './internal-scope.js';
import { assortmentProducts, assortments } from './tables.js';

/** The assortment whose season the overlap is asked about. */
export type OverlapTarget = Pick<Assortment, '_id' | 'orgType' | 'region'> & {
  season: NonNullable<Assortment['season']>;
  year: NonNullable<Assortment['year']>;
};

/** Style-colours the person's other assortments of one season, year and region hold. */
export const createSeasonOverlapRepository = (db: Database, bypassPermissions: boolean) => ({
  /** Of `ids`, those in another assortment of the target's season (not archived), in id order. */
  overlapping: async (user: User, target: OverlapTarget, ids: readonly string[]) => {
    const rows = await db
      .selectDistinct({ id: assortmentProducts.styleColorId })
      .from(assortmentProducts)
      .innerJoin(assortments, eq(assortments.id, assortmentProducts.assortmentId))
      .where(
        and(
          // An internal plan overlaps the team's other plans the person may read; a regular one the person's own.
          target.orgType === 'internal'
            ? and(eq(assortments.orgType, 'internal'), internalReadableCondition(user, bypassPermissions))
            : and(eq(assortments.ownerId, user._id), eq(assortments.orgType, 'regular')),
          ne(assortments.id, target._id),
          eq(assortments.type, 'item'),
          eq(assortments.archived, false),
          eq(assortments.season, target.season),
          eq(assortments.year, target.year),
          eq(assortments.region, target.region),
          // One JSON parameter, however many ids.
          sql`${assortmentProducts.styleColorId} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
        ),
      )
      .orderBy(assortmentProducts.styleColorId);
    return rows.map((row) => row.id);
  },
});

export type SeasonOverlapRepository = ReturnType<typeof createSeasonOverlapRepository>;
