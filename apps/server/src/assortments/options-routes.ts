import {
  type AssortmentOptionsRequest,
  assortmentOptionsAnswerSchema,
  assortmentOptionsRequestSchema,
  type User,
} from '@stride/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';

const columnOf = {
  'products.pillar': sql`coalesce(ap.values->>'pillar', p.pillar)`,
  'products.popCategory': sql`p.pop_category`,
} as const;

/** The distinct values of a product field over the rows of the caller's matching assortments. */
const optionValues = async (
  db: Database,
  user: User,
  orgType: string,
  key: keyof typeof columnOf,
  query: AssortmentOptionsRequest['query'],
) => {
  const conditions: SQL[] = [sql`a.owner_id = ${user._id}`, sql`a.org_type = ${orgType}`, sql`a.type = 'item'`];
  for (const [field, column] of [
    ['state', 'state'],
    ['season', 'season'],
    ['year', 'year'],
    ['productType', 'product_type'],
    ['method', 'method'],
    ['channel', 'channel'],
    ['region', 'region'],
  ] as const) {
    const value = query[field];
    if (value !== undefined) conditions.push(sql`${sql.identifier('a')}.${sql.identifier(column)} = ${value}`);
  }
  const column = columnOf[key];
  const rows = (
    (await db.execute(sql`select distinct ${column} as value
      from assortment_products ap join assortments a on a.id = ap.assortment_id
      join products p on p.style_color = ap.style_color
      where ${sql.join(conditions, sql` and `)} and ${column} is not null
      order by 1`)) as unknown as { rows: { value: string }[] }
  ).rows;
  return rows.map((row) => row.value);
};

/** POST /api/options/data/Assortment[/{orgType}] (spec part 2 §7.2, §7.3): pillars or POP categories. */
export const registerAssortmentOptionRoutes = (app: App, deps: { db: Database }) => {
  for (const path of ['/api/options/data/Assortment', '/api/options/data/Assortment/:orgType']) {
    app.post(
      path,
      {
        config: { access: 'viewAssortments' },
        schema: {
          tags: ['options'],
          summary: "The pillars or POP categories of the products in the caller's matching assortments",
          params: z.object({ orgType: z.enum(['internal', 'regular']).default('regular') }),
          body: assortmentOptionsRequestSchema,
          response: { 200: assortmentOptionsAnswerSchema },
        },
      },
      async (request) => {
        const answer: Record<string, string[]> = {};
        for (const key of request.body.keys) {
          answer[key] = await optionValues(
            deps.db,
            request.user as User,
            request.params.orgType,
            key,
            request.body.query,
          );
        }
        return answer;
      },
    );
  }
};
