import { assortmentDocumentRequestSchema, documentFormats, documentLanguage } from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { contentDisposition } from '../platform/http/content-disposition.js';
import type { DocumentService } from './service.js';

const tags = ['assortment documents'];
const formatParams = z.object({ format: z.enum(documentFormats) });

/** Spec part 2 §7.7: assortment documents as a file answer. */
export const registerDocumentRoutes = (app: App, deps: { documents: DocumentService }) => {
  app.post(
    '/api/assortment-documents/:format',
    {
      config: { access: 'viewAssortments' },
      schema: {
        tags,
        summary:
          "A linesheet, pricesheet or tearsheet of one of the person's assortments as xlsx or pdf, in the request's language",
        params: formatParams,
        body: assortmentDocumentRequestSchema,
      },
    },
    async (request, reply) => {
      const language = documentLanguage(request.body.language, request.headers['accept-language']);
      const document = await deps.documents.render(request.user!, { ...request.body, language }, request.params.format);
      return reply
        .type(document.contentType)
        .header('content-disposition', contentDisposition('attachment', document.filename))
        .header('cache-control', 'private, no-store')
        .send(document.bytes);
    },
  );
};
