import { loadSharp } from '../platform/lazy-libraries.js';
import type { Storage } from '../platform/storage/storage.js';
import { renderPdfFirstPage } from './pdf-page.js';

/** Thumbnails fit in 400 × 400 px, JPEG on white, so grids, reports and PDFs can all show them. */
const THUMBNAIL_SIZE = 400;
/** Larger sources are not read into memory for a thumbnail; they simply get none. */
const THUMBNAIL_SOURCE_LIMIT = 268_435_456;

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/tiff']);

export type RenderedThumbnail = { thumbnailKey: string; dimensions: { width: number; height: number } | null };

const thumbnailKeyOf = (key: string) => `thumbnails/${key}.jpg`;

/** A stored file's bytes, or null when there is none or it is too large to read into memory. */
export const readWhole = async (storage: Storage, key: string): Promise<Buffer | null> => {
  const object = await storage.get(key);
  if (!object) return null;
  if (object.size > THUMBNAIL_SOURCE_LIMIT) {
    object.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A picture upright and fitted in edge × edge px (never enlarged), JPEG on white. */
export const fitPicture = async (input: Buffer, edge: number) => {
  const sharp = await loadSharp();
  return sharp(input)
    .rotate()
    .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
};

/**
 * The thumbnail of a stored file, written beside it under `thumbnails/`: images (with their
 * upright pixel dimensions) and the first page of PDFs. Other types, sources too large and
 * files that cannot be decoded get none (null): a missing thumbnail never fails an upload.
 */
export const renderThumbnail = async (
  storage: Storage,
  key: string,
  contentType: string,
): Promise<RenderedThumbnail | null> => {
  const isImage = imageTypes.has(contentType);
  if (!isImage && contentType !== 'application/pdf') return null;
  const source = await readWhole(storage, key);
  if (!source) return null;
  try {
    let dimensions: RenderedThumbnail['dimensions'] = null;
    let picture = source;
    if (isImage) {
      const sharp = await loadSharp();
      const { autoOrient } = await sharp(source).metadata();
      dimensions = { width: autoOrient.width, height: autoOrient.height };
    } else {
      picture = await renderPdfFirstPage(source, THUMBNAIL_SIZE);
    }
    const thumbnailKey = thumbnailKeyOf(key);
    await storage.put(thumbnailKey, await fitPicture(picture, THUMBNAIL_SIZE));
    return { thumbnailKey, dimensions };
  } catch {
    return null;
  }
};
