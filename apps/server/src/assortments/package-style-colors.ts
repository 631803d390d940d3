import type { AssortmentsQuery, User } from '@stride/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { internalReadableCondition } from './internal-scope.js';
import { assortmentProducts, assortments } from './tables.js';

const exactFields = ['orgType', 'channel', 'season', 'region', 'state', 'method', 'productType'] as const;

/** A package's assortmentsQuery, or a document's (which may also name the method and product type). */
type AssortmentsSelection = AssortmentsQuery & { method?: string; productType?: string };

/**
 * The assortments (not archived) a query matches (spec part 2 §7.11): the person's own, or with
 * orgType internal the internal ones they may read; every named attribute equal, and when `$or` is
 * given at least one of its entries (an entry's title, compared without case, and gender both
 * matching).
 */
const matching = (user: User, query: AssortmentsSelection, bypassPermissions: boolean) => {
  const conditions: (SQL | undefined)[] = [
    query.orgType === 'internal'
      ? internalReadableCondition(user, bypassPermissions)
      : and(eq(assortments.ownerId, user._id), eq(assortments.orgType, 'regular')),
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
  return and(...conditions);
};

export const createAssortmentPackageReader = (db: Database, bypassPermissions = false) => ({
  /** The style-colours of the matching assortments, each once; dynamic ones hold no lines of their own. */
  styleColorsFor: async (user: User, query: AssortmentsQuery): Promise<string[]> => {
    const rows = await db
      .selectDistinct({ id: assortmentProducts.styleColorId })
      .from(assortmentProducts)
      .innerJoin(assortments, eq(assortments.id, assortmentProducts.assortmentId))
      .where(matching(user, query, bypassPermissions))
      .orderBy(assortmentProducts.styleColorId);
    return rows.map((row) => row.id);
  },

  /** The matching assortments, in the manager's order. */
  assortmentIdsFor: async (user: User, query: AssortmentsSelection): Promise<string[]> => {
    const rows = await db
      .select({ id: assortments.id })
      .from(assortments)
      .where(matching(user, query, bypassPermissions))
      .orderBy(assortments.sortOrder, assortments.title);
    return rows.map((row) => row.id);
  },
});
export type AssortmentPackageReader = ReturnType<typeof createAssortmentPackageReader>;
