import { HERO_ANGLE, type ImageSize, imageSizes, type User } from '@stride/domain';
import sharp from 'sharp';
import type { AssortmentFileService } from '../assortments/file-service.js';
import { readAll } from '../platform/storage/read-all.js';
import type { ProductImageService } from '../products/image-service.js';
import type { DocumentContent } from './document-content.js';

/** JPEG bytes per line id; a line without a picture (gone from the catalogue) has none. */
export type DocumentImages = ReadonlyMap<string, Buffer>;

/** Pictures load this many at a time: storage reads overlap, first renderings queue. */
const CONCURRENCY = 8;

const ownPicture = /^\/api\/assortments\/([0-9a-f-]{36})\/files\/([0-9a-f-]{36})$/;

/**
 * The pictures of a document's lines at one size: the catalogue's hero view (its CAD drawing
 * with 'cad only'), or the line's own picture, scaled and re-encoded as JPEG so that every
 * renderer can embed it whatever was uploaded.
 */
export const createDocumentImages =
  (deps: { images: ProductImageService; files: AssortmentFileService }) =>
  async (user: User, content: DocumentContent, size: ImageSize): Promise<DocumentImages> => {
    const pictures = new Map<string, Buffer>();
    if (!content.settings.includeImages) return pictures;
    const load = async (line: DocumentContent['lines'][number]): Promise<Buffer | null> => {
      const own = ownPicture.exec(line.imagePath);
      if (own) {
        const file = await deps.files.content(user, own[1] ?? '', own[2] ?? '');
        const pixels = imageSizes[size];
        return sharp(await readAll(file.stream))
          .resize({ width: pixels, height: pixels, fit: 'inside' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 85 })
          .toBuffer();
      }
      const preferKind = content.settings.cadOnly ? 'cad' : 'photo';
      const image = await deps.images.find({
        styleColorId: line.id,
        angle: HERO_ANGLE,
        size,
        format: 'jpeg',
        preferKind,
      });
      return readAll((await image.open()).body);
    };
    const queue = [...content.lines];
    const worker = async () => {
      for (let line = queue.shift(); line; line = queue.shift()) {
        // A line whose style-colour left the catalogue, or whose picture is gone, prints without one.
        const picture = await load(line).catch(() => null);
        if (picture) pictures.set(line.id, picture);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return pictures;
  };

export type DocumentImagesLoader = ReturnType<typeof createDocumentImages>;
