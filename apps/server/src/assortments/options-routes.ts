import { assortmentOptionsAnswerSchema, assortmentOptionsRequestSchema } from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { AssortmentOptionsService } from './options-service.js';

/**
 * POST /api/options/data/Assortment[/{orgType}] (spec part 2 §7.2, §7.3): pillars or POP categories;
 * POST /api/internalAssortments/products/options answers the same over the internal library.
 */
export const registerAssortmentOptionRoutes = (app: App, deps: { options: AssortmentOptionsService }) => {
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
      (request) => deps.options.options(signedInUser(request), fixedOrgType ?? request.params.orgType, request.body),
    );
  }
};
