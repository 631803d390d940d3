import { type DocumentLogo, HERO_ANGLE, type ImageSize, imageSizes, type User } from '@stride/domain';
import type { AssortmentFileService } from '../assortments/file-service.js';
import { loadSharp } from '../platform/lazy-libraries.js';
import { readAll } from '../platform/storage/read-all.js';
import type { Storage } from '../platform/storage/storage.js';
import type { ProductImageService } from '../products/image-service.js';
import type { DocumentContent } from './document-content.js';

/** JPEG bytes per line id; a line without a picture (gone from the catalogue) has none. */
export type DocumentImages = ReadonlyMap<string, Buffer>;

/** Pictures load this many at a time: storage reads overlap, first renderings queue. */
const CONCURRENCY = 8;

const ownPicture = /^\/api\/assortments\/([0-9a-f-]{36})\/files\/([0-9a-f-]{36})$/;

/** Any uploaded picture as JPEG within a box (aspect kept), on white: what every renderer embeds. */
const toDocumentJpeg = async (bytes: Buffer, width: number, height: number) => {
  const sharp = await loadSharp();
  return sharp(bytes)
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
};

/** An assortment file's bytes, for whoever may open its assortment. */
const ownFile = async (files: AssortmentFileService, user: User, url: string): Promise<Buffer | null> => {
  const own = ownPicture.exec(url);
  if (!own) return null;
  return readAll((await files.content(user, own[1] ?? '', own[2] ?? '')).stream);
};

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
      const own = await ownFile(deps.files, user, line.imagePath);
      if (own) {
        const pixels = imageSizes[size];
        return (await toDocumentJpeg(own, pixels, pixels)).data;
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

/** A document's header logo: JPEG bytes and their pixel size (renderers fit it to their box). */
export type DocumentLogoImage = { bytes: Buffer; width: number; height: number };

/** The logo box in pixels: sharp enough for print at the pdf's 120 × 36 pt header box. */
const LOGO_BOX_PX = { width: 600, height: 180 };
/** Logos kept ready: their files never change (a new upload has a new id or key). */
const LOGO_CACHE_SIZE = 32;

/**
 * Loads the logo a document's header prints (domain `documentLogoFor`): an assortment file read as
 * the person, or a season's customer logo from the storage, scaled and re-encoded like the lines'
 * pictures and kept in a small cache. A missing or broken file is left out and logged: it never
 * fails the document.
 */
export const createDocumentLogoLoader = (deps: {
  files: AssortmentFileService;
  storage: Storage;
  log: { warn: (details: object, message: string) => void };
}) => {
  const cache = new Map<string, DocumentLogoImage>();
  const remember = (key: string, image: DocumentLogoImage) => {
    if (cache.size >= LOGO_CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, image);
    return image;
  };
  /** The stored logo; an assortment's file only when the person may open that assortment. */
  const open = async (user: User, logo: NonNullable<DocumentLogo>) => {
    if (logo.source === 'season') return deps.storage.get(logo.storageKey);
    const own = ownPicture.exec(logo.url);
    return own ? deps.files.content(user, own[1] ?? '', own[2] ?? '') : null;
  };

  return async (user: User, logo: DocumentLogo): Promise<DocumentLogoImage | null> => {
    if (!logo) return null;
    try {
      const stored = await open(user, logo);
      if (!stored) throw new Error('The logo file is missing');
      const key = logo.source === 'assortment' ? logo.url : logo.storageKey;
      const cached = cache.get(key);
      if (cached) {
        stored.stream.destroy();
        return cached;
      }
      const { data, info } = await toDocumentJpeg(await readAll(stored.stream), LOGO_BOX_PX.width, LOGO_BOX_PX.height);
      return remember(key, { bytes: data, width: info.width, height: info.height });
    } catch (error) {
      deps.log.warn({ err: error, logo }, 'document logo left out: its file cannot be read');
      return null;
    }
  };
};

export type DocumentLogoLoader = ReturnType<typeof createDocumentLogoLoader>;
