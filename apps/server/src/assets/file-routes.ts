import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { contentDisposition } from '../platform/http/content-disposition.js';
import type { AssetFileService } from './file-service.js';

const fileParams = z.object({ fileId: z.uuid() });
/** Files and thumbnails sit behind the library rules, so only the browser may keep them. */
const FILE_CACHE_CONTROL = 'private, max-age=3600';

/**
 * A file may be shown in the app's own previewer frame (a pdf), never elsewhere, and runs nothing
 * of its own: this replaces the app-wide policy, which forbids every frame.
 */
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'self'";

const thumbnailType = (key: string) =>
  key.endsWith('.webp') ? 'image/webp' : key.endsWith('.png') ? 'image/png' : 'image/jpeg';

/** GET /api/assets/files/{fileId}[/thumbnail]: a library file (inline, or attachment with download=1). */
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
      const file = await deps.files.content(request.user!, request.params.fileId);
      const kind = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(kind, file.filename))
        .header('cache-control', FILE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CONTENT_SECURITY_POLICY)
        .send(file.stream);
    },
  );

  app.get(
    '/api/assets/files/:fileId/thumbnail',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['libraries'], summary: "A library file's thumbnail picture", params: fileParams },
    },
    async (request, reply) => {
      const { thumbnail, key } = await deps.files.thumbnail(request.user!, request.params.fileId);
      return reply
        .type(thumbnailType(key))
        .header('content-length', thumbnail.size)
        .header('cache-control', FILE_CACHE_CONTROL)
        .send(thumbnail.stream);
    },
  );
};
