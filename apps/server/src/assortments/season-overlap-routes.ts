import { idParams, MAX_ASSORTMENT_PRODUCTS } from '@stride/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { internalReadableCondition } from './internal-scope.js';
import type { AssortmentService } from './service.js';
import { assortmentProducts, assortments } from './tables.js';

/**
 * Part 1 §5 Import grid checks, 'This Style/Color is Already in Season/Year/Region': of the
 * style-colours named, those already in another of the person's assortments (not archived) of
 * the same season, year and region; for an internal plan, in another internal plan the person may
 * read. An assortment without a season or year overlaps nothing.
 */
export const registerSeasonOverlapRoutes = (
  app: App,
  deps: { db: Database; assortments: AssortmentService; bypassPermissions: boolean },
) => {
  app.post(
    '/api/assortments/:id/season-overlap',
    {
      config: { access: 'viewAssortments' },
      schema: {
        tags: ['assortments'],
        summary:
          "The style-colours among `ids` that another of the person's assortments of the same season, year and region holds",
        params: idParams,
        body: z.object({ ids: z.array(z.string().min(3).max(31)).max(MAX_ASSORTMENT_PRODUCTS) }),
        response: { 200: z.object({ data: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const assortment = await deps.assortments.get(user, request.params.id, false);
      const { season, year, region } = assortment;
      if (season === null || year === null || request.body.ids.length === 0) return { data: [] };
      const rows = await deps.db
        .selectDistinct({ id: assortmentProducts.styleColorId })
        .from(assortmentProducts)
        .innerJoin(assortments, eq(assortments.id, assortmentProducts.assortmentId))
        .where(
          and(
            // An internal plan overlaps the team's other plans the person may read; a regular one the person's own.
            assortment.orgType === 'internal'
              ? and(eq(assortments.orgType, 'internal'), internalReadableCondition(user, deps.bypassPermissions))
              : and(eq(assortments.ownerId, user._id), eq(assortments.orgType, 'regular')),
            ne(assortments.id, assortment._id),
            eq(assortments.type, 'item'),
            eq(assortments.archived, false),
            eq(assortments.season, season),
            eq(assortments.year, year),
            eq(assortments.region, region),
            // One JSON parameter, however many ids.
            sql`${assortmentProducts.styleColorId} in (select jsonb_array_elements_text(${JSON.stringify(request.body.ids)}::jsonb))`,
          ),
        )
        .orderBy(assortmentProducts.styleColorId);
      return { data: rows.map((row) => row.id) };
    },
  );
};
