import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { AssetFileService } from './file-service.js';

const fileParams = z.object({ fileId: z.uuid() });
/** Files and thumbnails sit behind the library rules, so only the browser may keep them. */
const FILE_CACHE_CONTROL = 'private, max-age=3600';

const thumbnailType = (key: string) =>
  key.endsWith('.webp') ? 'image/webp' : key.endsWith('.png') ? 'image/png' : 'image/jpeg';

/**
 * GET /api/assets/files/{fileId}[/thumbnail]: a library file (inline when its type is only shown,
 * or attachment with download=1) and its thumbnail.
 */
export const registerAssetFileRoutes = (app: App, deps: { files: AssetFileService }) => {
  app.get(
    '/api/assets/files/:fileId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['libraries'],
        summary: "A library file's content, checked against its library's rules and its asset's state",
        params: fileParams,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const file = await deps.files.content(signedInUser(request), request.params.fileId);
      return sendFileAnswer(
        reply,
        { body: file.stream, contentType: file.contentType, filename: file.filename, size: file.size },
        { disposition: request.query.download === '1' ? 'attachment' : 'inline', cacheControl: FILE_CACHE_CONTROL },
      );
    },
  );

  app.get(
    '/api/assets/files/:fileId/thumbnail',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['libraries'], summary: "A library file's thumbnail picture", params: fileParams },
    },
    async (request, reply) => {
      const { thumbnail, key } = await deps.files.thumbnail(signedInUser(request), request.params.fileId);
      return sendFileAnswer(
        reply,
        {
          body: thumbnail.stream,
          contentType: thumbnailType(key),
          filename: key.slice(key.lastIndexOf('/') + 1),
          size: thumbnail.size,
        },
        { disposition: 'inline', cacheControl: FILE_CACHE_CONTROL },
      );
    },
  );
};
