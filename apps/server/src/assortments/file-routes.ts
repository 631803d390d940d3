import {
  assortmentFileQuerySchema,
  createAssortmentFileAnswerSchema,
  createAssortmentFileRequestSchema,
  idParams,
} from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { AssortmentFileService } from './file-service.js';

const tags = ['assortments'];
const access = { access: 'viewAssortments' } as const;
/** A file id names one upload for good: a replaced picture gets a new id, so the browser may keep it. */
const FILE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** Logos, line pictures and display-group files of an assortment (spec part 1 §3 Upload usage types). */
export const registerAssortmentFileRoutes = (app: App, deps: { files: AssortmentFileService }) => {
  app.post(
    '/api/assortments/:id/files',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Announces a logo, line picture or display-group file; the answer names the upload target (then POST /api/upload/aws/s3/create)',
        params: idParams,
        body: createAssortmentFileRequestSchema,
        response: { 200: createAssortmentFileAnswerSchema },
      },
    },
    async (request) => deps.files.announce(signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/assortments/:id/files/:fileId',
    {
      config: access,
      schema: {
        tags,
        summary: 'A file of the assortment (inline; download=1 for an attachment); images are the only inline kind',
        description:
          "size=small|medium|large (or thumb) answers a picture fitted in that size as JPEG. The logo and lines' own pictures are read by whoever may open the showroom; other files by its editors.",
        params: idParams.extend({ fileId: z.uuid() }),
        querystring: assortmentFileQuerySchema,
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await deps.files.content(signedInUser(request), id, fileId, request.query.size);
      // A pdf or design file is only ever downloaded: inline is for the pictures the app shows.
      const inline = request.query.download !== '1' && file.contentType.startsWith('image/');
      return sendFileAnswer(
        reply,
        { body: file.stream, contentType: file.contentType, filename: file.filename, size: file.size },
        { disposition: inline ? 'inline' : 'attachment', cacheControl: FILE_CACHE_CONTROL },
      );
    },
  );
};
