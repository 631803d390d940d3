import {
  type AssortmentOptionsRequest,
  assortmentOptionsAnswerSchema,
  assortmentOptionsRequestSchema,
  internalViewScopes,
  type User,
} from '@stride/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../platform/db/database.js';
import { rowsOf } from '../platform/db/rows-of.js';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { internalScopeCondition } from './internal-scope.js';
import { assortments } from './tables.js';

const columnOf = {
  'products.pillar': sql`coalesce(ap.values->>'pillar', p.pillar)`,
  'products.popCategory': sql`p.pop_category`,
} as const;

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

/** The distinct values of a product field over the rows of the caller's matching assortments. */
const optionValues = async (
  db: Database,
  scope: SQL,
  orgType: 'internal' | 'regular',
  key: keyof typeof columnOf,
  query: AssortmentOptionsRequest['query'],
) => {
  const conditions: SQL[] = [scope, eq(assortments.orgType, orgType), eq(assortments.type, 'item')];
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
};

/**
 * POST /api/options/data/Assortment[/{orgType}] (spec part 2 §7.2, §7.3): pillars or POP categories;
 * POST /api/internalAssortments/products/options answers the same over the internal library.
 */
export const registerAssortmentOptionRoutes = (app: App, deps: { db: Database; bypassPermissions: boolean }) => {
  const routes = [
    ['/api/options/data/Assortment', 'viewAssortments', null],
    ['/api/options/data/Assortment/:orgType', 'viewAssortments', null],
    ['/api/internalAssortments/products/options', 'viewInternalAssortments', 'internal'],
  ] as const;
  for (const [path, access, fixedOrgType] of routes) {
    app.post(
      path,
      {
        config: { access },
        schema: {
          tags: ['options'],
          summary: "The pillars or POP categories of the products in the caller's matching assortments",
          params: z.object({ orgType: z.enum(['internal', 'regular']).default('regular') }),
          body: assortmentOptionsRequestSchema,
          response: { 200: assortmentOptionsAnswerSchema },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const orgType = fixedOrgType ?? request.params.orgType;
        const scope = scopeOf(user, orgType, deps.bypassPermissions);
        const answer: Record<string, string[]> = {};
        for (const key of request.body.keys) {
          answer[key] = await optionValues(deps.db, scope, orgType, key, request.body.query);
        }
        return answer;
      },
    );
  }
};
