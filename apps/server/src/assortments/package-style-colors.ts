import type { AssortmentsQuery, User } from '@stride/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { assortmentProducts, assortments } from './tables.js';

const exactFields = ['orgType', 'channel', 'season', 'region', 'state'] as const;

/**
 * The style-colours of a person's static assortments that match a package's assortmentsQuery
 * (spec part 2 §7.11): every named attribute equal, and when `$or` is given at least one of its
 * entries (an entry's title, compared without case, and gender both matching). Archived ones
 * are left out; dynamic ones hold no lines of their own.
 */
export const createAssortmentPackageReader = (db: Database) => ({
  styleColorsFor: async (user: User, query: AssortmentsQuery): Promise<string[]> => {
    const conditions: (SQL | undefined)[] = [
      eq(assortments.ownerId, user._id),
      eq(assortments.type, 'item'),
      eq(assortments.archived, false),
      ...exactFields.map((field) => (query[field] === undefined ? undefined : eq(assortments[field], query[field]))),
    ];
    if (query.year !== undefined) {
      const year = Number(query.year);
      conditions.push(Number.isInteger(year) ? eq(assortments.year, year) : sql`false`);
    }
    if (query.$or && query.$or.length > 0) {
      const entries = query.$or.map(({ title, gender }) =>
        and(
          sql`true`,
          title === undefined ? undefined : sql`lower(${assortments.title}) = lower(${title})`,
          gender === undefined ? undefined : eq(assortments.gender, gender),
        ),
      );
      conditions.push(sql`(${sql.join(entries, sql` or `)})`);
    }
    const rows = await db
      .selectDistinct({ id: assortmentProducts.styleColorId })
      .from(assortmentProducts)
      .innerJoin(assortments, eq(assortments.id, assortmentProducts.assortmentId))
      .where(and(...conditions))
      .orderBy(assortmentProducts.styleColorId);
    return rows.map((row) => row.id);
  },
});
export type AssortmentPackageReader = ReturnType<typeof createAssortmentPackageReader>;
