import { colorCodeSchema, productTypes, styleSchema } from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import type { TearsheetService } from './tearsheet-service.js';

const tearsheetParams = z.object({
  productType: z.enum(productTypes),
  style: styleSchema,
  color: colorCodeSchema,
  locationCode: z.string().regex(/^[A-Z0-9]{2,8}$/),
});

export const registerTearsheetRoutes = (app: App, deps: { tearsheets: TearsheetService }) => {
  app.get(
    '/api/products/tearsheet/:productType/:style/:color/:locationCode',
    {
      config: { access: 'viewProducts' },
      schema: {
        tags: ['products'],
        summary: 'A one-page pdf of a style-colour priced at a location (part 2 §7.8)',
        params: tearsheetParams,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await deps.tearsheets.render(request.params, request.user!.userTBEs);
      // The filename is built from validated style and colour codes ([A-Z0-9_]), so it needs no quoting rules.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
