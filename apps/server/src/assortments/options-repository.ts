import { type AssortmentOptionsRequest, internalViewScopes, type User } from '@stride/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { rowsOf } from '../platform/db/rows-of.js';
import { internalScopeCondition } from './internal-scope.js';
import { assortments } from './tables.js';

const columnOf = {
  'products.pillar': sql`coalesce(ap.values->>'pillar', p.pillar)`,
  'products.popCategory': sql`p.pop_category`,
} as const;

export type AssortmentOptionKey = keyof typeof columnOf;

const queryFields = ['state', 'season', 'year', 'productType', 'method', 'channel', 'region'] as const;

/**
 * Whose assortments a caller's options read: their own regular ones; for internal ones, what their
 * internal access covers, published only (library queries, spec part 1 §6).
 */
const scopeOf = (user: User, orgType: 'internal' | 'regular', bypassPermissions: boolean): SQL =>
  orgType === 'internal'
    ? (and(
        internalScopeCondition(internalViewScopes(user), bypassPermissions),
        eq(assortments.state, 'Published'),
      ) as SQL)
    : eq(assortments.ownerId, user._id);

/** The pillars and POP categories of the products in a caller's assortments. */
export const createAssortmentOptionsRepository = (db: Database, bypassPermissions: boolean) => ({
  /** The distinct values of a product field over the rows of the caller's matching assortments. */
  optionValues: async (
    user: User,
    orgType: 'internal' | 'regular',
    key: AssortmentOptionKey,
    query: AssortmentOptionsRequest['query'],
  ) => {
    const conditions: SQL[] = [
      scopeOf(user, orgType, bypassPermissions),
      eq(assortments.orgType, orgType),
      eq(assortments.type, 'item'),
    ];
    for (const field of queryFields) {
      const value = query[field];
      if (value !== undefined) conditions.push(eq(assortments[field], value as never));
    }
    const column = columnOf[key];
    const rows = await rowsOf<{ value: string }>(
      db,
      sql`select distinct ${column} as value
        from assortment_products ap join ${assortments} on ${assortments.id} = ap.assortment_id
        join products p on p.style_color = ap.style_color
        where ${and(...conditions)} and ${column} is not null
        order by 1`,
    );
    return rows.map((row) => row.value);
  },
});

export type AssortmentOptionsRepository = ReturnType<typeof createAssortmentOptionsRepository>;
