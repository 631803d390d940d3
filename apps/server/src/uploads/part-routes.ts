import { MAX_UPLOAD_PARTS } from '@stride/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { PART_URL_PATH } from '../platform/storage/part-urls.js';
import type { UploadService } from './service.js';

const partParams = z.object({
  uploadId: z.string().min(1).max(100),
  partNumber: z.coerce.number().int().min(1).max(MAX_UPLOAD_PARTS),
});
const partQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().min(1).max(100) });

/**
 * PUT of one part to our own server (local storage). Authorised by the URL's signature alone,
 * like an object store's presigned URL; the body is streamed to disk as it arrives, never
 * buffered, so any content type is taken as raw bytes and the app's 1 MiB body limit does not apply.
 */
export const registerUploadPartRoutes = (app: App, deps: { uploads: UploadService }) =>
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.put(
      `${PART_URL_PATH}/:uploadId/:partNumber`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['uploads'],
          summary: 'One part of a multipart upload (local storage); answers its ETag header',
          params: partParams,
          querystring: partQuery,
        },
      },
      async (request, reply) => {
        const length = request.headers['content-length'];
        const etag = await deps.uploads.writePart(
          { ...request.params, ...request.query },
          request.raw,
          length === undefined ? undefined : Number(length),
        );
        return reply.header('etag', etag).send();
      },
    );
  });
