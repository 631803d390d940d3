import { idParams, MAX_ASSORTMENT_PRODUCTS } from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { SeasonOverlapService } from './season-overlap-service.js';

/** The import grid's check 'This Style/Color is Already in Season/Year/Region' (part 1 §5). */
export const registerSeasonOverlapRoutes = (app: App, deps: { overlaps: SeasonOverlapService }) => {
  app.post(
    '/api/assortments/:id/season-overlap',
    {
      config: { access: 'viewAssortments', reads: true },
      schema: {
        tags: ['assortments'],
        summary:
          "The style-colours among `ids` that another of the person's assortments of the same season, year and region holds",
        params: idParams,
        body: z.object({ ids: z.array(z.string().min(3).max(31)).max(MAX_ASSORTMENT_PRODUCTS) }),
        response: { 200: z.object({ data: z.array(z.string()) }) },
      },
    },
    (request) => deps.overlaps.overlapping(signedInUser(request), request.params.id, request.body.ids),
  );
};
