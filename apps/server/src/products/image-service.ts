import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type ImageAngle, type ImageFormat, type ImageKind, type ImageSize, imageSizes } from '@stride/domain';
import { notFound } from '../platform/errors.js';
import type { Storage } from '../platform/storage/storage.js';
import { type Drawing, drawProductImage } from './drawings/product-drawing.js';
import { imageContentTypes, type RenderImage, renderImage } from './image-render.js';
import { createImageSourceCache } from './image-source-cache.js';
import type { ProductsRepository } from './repository.js';

/** Bump when the drawings change, so cached renditions and browser caches are replaced. */
const RENDER_VERSION = 1;

export type ImageRequest = {
  styleColorId: string;
  angle: ImageAngle;
  size: ImageSize;
  format: ImageFormat;
  /** The kind to draw when the angle has both (documents' 'cad only'); a photo otherwise. */
  preferKind?: ImageKind;
};
export type ImageBody = { body: Buffer | Readable; length: number };

/** Everything a picture is drawn from; equal inputs give the same picture, so this is its version. */
const versionOf = (drawing: Drawing, size: ImageSize, format: ImageFormat): string => {
  const inputs =
    drawing.kind === 'comingSoon'
      ? [RENDER_VERSION, 'comingSoon', size, format]
      : [
          RENDER_VERSION,
          drawing.source.productType,
          drawing.source.categories,
          drawing.source.components,
          drawing.source.popType,
          drawing.angle,
          drawing.imageKind,
          size,
          format,
        ];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('base64url').slice(0, 22);
};

/**
 * Product pictures are drawn from the colourway on first request, stored, and served from the
 * store afterwards. A product without a picture of that angle gets the coming-soon picture.
 */
export const createProductImageService = (deps: {
  products: ProductsRepository;
  storage: Storage;
  render?: RenderImage;
}) => {
  const render = deps.render ?? renderImage;
  const findSource = createImageSourceCache(deps.products.findImageSource);
  /** Concurrent first requests for one picture share one rendering. */
  const rendering = new Map<string, Promise<Buffer>>();

  const renderAndStore = (key: string, drawing: Drawing, size: ImageSize, format: ImageFormat) => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = (async () => {
        const buffer = await render(drawProductImage(drawing, imageSizes[size]), format);
        await deps.storage.put(key, buffer);
        return buffer;
      })().finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  return {
    /** The picture's version and type, without reading or rendering it; 404 for an unknown product. */
    find: async ({ styleColorId, angle, size, format, preferKind = 'photo' }: ImageRequest) => {
      const source = await findSource(styleColorId);
      if (!source) throw notFound('Product');
      const picture =
        source.images.find((image) => image.angle === angle && image.kind === preferKind) ??
        source.images.find((image) => image.angle === angle);
      const drawing: Drawing = picture
        ? { kind: 'product', source, angle, imageKind: picture.kind }
        : { kind: 'comingSoon' };
      const version = versionOf(drawing, size, format);
      const extension = format === 'jpeg' ? 'jpg' : format;
      const key =
        drawing.kind === 'comingSoon'
          ? `product-images/coming-soon/${size}-${version}.${extension}`
          : `product-images/${styleColorId}/${angle}-${size}-${version}.${extension}`;
      return {
        version,
        contentType: imageContentTypes[format],
        comingSoon: drawing.kind === 'comingSoon',
        /** The stored picture, rendered and stored first if this is its first request. */
        open: async (): Promise<ImageBody> => {
          const stored = await deps.storage.get(key);
          if (stored) return { body: stored.stream, length: stored.size };
          const buffer = await renderAndStore(key, drawing, size, format);
          return { body: buffer, length: buffer.length };
        },
      };
    },
  };
};

export type ProductImageService = ReturnType<typeof createProductImageService>;
