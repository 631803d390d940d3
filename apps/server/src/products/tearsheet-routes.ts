import { colorCodeSchema, documentLanguage, productTypes, styleSchema } from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
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
        summary: 'A one-page pdf of a style-colour priced at a location (part 2 §7.8), labelled in ?language',
        params: tearsheetParams,
        querystring: z.object({ language: z.string().max(10).optional() }),
      },
    },
    async (request, reply) => {
      // A download link cannot send headers: the page passes its language; Accept-Language is the fallback.
      const language = documentLanguage(request.query.language, request.headers['accept-language']);
      const { filename, pdf } = await deps.tearsheets.render(request.params, signedInUser(request).userTBEs, language);
      return sendFileAnswer(
        reply,
        { body: pdf, contentType: 'application/pdf', filename },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );
};
