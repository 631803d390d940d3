import { imageAngles, imageFormats, imageSizeNames, productPhotoFilename, styleColorIdSchema } from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import type { ProductImageService } from './image-service.js';

/**
 * A style-colour's pictures change only when re-shot, so browsers keep them a month and then
 * revalidate with the ETag; private, because they sit behind the products permission.
 */
export const IMAGE_CACHE_CONTROL = 'private, max-age=2592000';

/** If-None-Match holds a list of (possibly weak) tags, or `*`. */
const etagMatches = (header: string | undefined, etag: string): boolean =>
  (header ?? '').split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });

const imageParams = z.object({
  styleColorId: styleColorIdSchema,
  angle: z.enum(imageAngles),
  size: z.enum(imageSizeNames),
});

export const registerProductRoutes = (app: App, deps: { images: ProductImageService }) => {
  app.get(
    '/api/products/images/:styleColorId/:angle/:size',
    {
      config: { access: 'viewProducts' },
      schema: {
        tags: ['products'],
        summary: 'A product picture: angle A–D, small (160 px), medium (480 px) or large (1200 px)',
        description:
          'JPEG unless format=webp. A product without a picture of the angle answers the coming-soon picture.',
        params: imageParams,
        querystring: z.object({ format: z.enum(imageFormats).default('jpeg') }),
      },
    },
    async (request, reply) => {
      const { styleColorId, angle } = request.params;
      const image = await deps.images.find({ ...request.params, format: request.query.format });
      const etag = `"${image.version}"`;
      reply.header('etag', etag).header('cache-control', IMAGE_CACHE_CONTROL);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const { body, length } = await image.open();
      const photo = productPhotoFilename(styleColorId, angle);
      const filename = request.query.format === 'webp' ? photo.replace(/\.jpg$/, '.webp') : photo;
      return sendFileAnswer(
        reply,
        { body, contentType: image.contentType, filename, size: length },
        { disposition: 'inline', cacheControl: IMAGE_CACHE_CONTROL },
      );
    },
  );
};
