import {
  type AssortmentsQuery,
  COLLECTION_SIZE_LIMIT_BYTES,
  type FilesPackage,
  isCollectionTooLarge,
  type PackageRequest,
  toStyleColorId,
  type User,
} from '@stride/domain';
import { collectionTooLarge, invalidInput, notFound } from '../platform/errors.js';
import type { Storage } from '../platform/storage/storage.js';
import type { DownloadableFile, DownloadableFiles } from './downloadable-files.js';
import type { PhotoSources } from './photo-sources.js';
import type { ZipSource } from './zip-stream.js';

/**
 * Turns a package request into the files of its zip, checking before the first byte is sent
 * that the user may read every file and that the package stays under the size limit.
 */
export const createPackageService = (deps: {
  downloadableFiles: DownloadableFiles;
  storage: Storage;
  photos: PhotoSources;
  /** The style-colours of the person's assortments an assortment package's query matches. */
  assortmentStyleColors: (user: User, query: AssortmentsQuery) => Promise<string[]>;
}) => {
  const storedSource = (file: DownloadableFile): ZipSource => ({
    name: file.name,
    size: file.size,
    open: async () => {
      const stored = await deps.storage.get(file.key);
      // Deleted after the check: the zip breaks off, which the browser reports as a failed download.
      if (!stored) throw notFound(`File ${file.name}`);
      return stored.stream;
    },
  });

  /** Library files first (their sizes count towards the limit), then product photos. */
  const filesSources = async (user: User, data: FilesPackage): Promise<ZipSource[]> => {
    const stored = await deps.downloadableFiles.resolve(
      user,
      data.files.flatMap((file) => (file.type === 's3' ? [file] : [])),
    );
    const bytes = stored.reduce((total, file) => total + file.size, 0);
    if (isCollectionTooLarge(bytes)) throw collectionTooLarge(bytes, COLLECTION_SIZE_LIMIT_BYTES);
    const photos = await deps.photos.forStyleColors(
      user,
      data.files.flatMap((file) =>
        file.type === 'photo'
          ? [
              {
                styleColorId: toStyleColorId(file.style, file.color),
                productType: file.productType,
                settings: { heroOnly: file.heroOnly, small: file.small },
              },
            ]
          : [],
      ),
    );
    return [...stored.map(storedSource), ...photos];
  };

  const sourcesOf = async (user: User, request: PackageRequest): Promise<ZipSource[]> => {
    switch (request.kind) {
      case 'files':
        return filesSources(user, request.data);
      case 'spreadsheet': {
        const { rows, settings } = request.data;
        // A spreadsheet may list a style-colour twice (a warning in the downloader); packed once.
        const styleColorIds = new Set(rows.map((row) => toStyleColorId(row.style, row.color)));
        return deps.photos.forStyleColors(
          user,
          [...styleColorIds].map((styleColorId) => ({ styleColorId, settings })),
          { skipMissing: true },
        );
      }
      case 'division':
        return deps.photos.forDivision(user, request.data.division, request.data.settings);
      case 'assortment': {
        const { assortmentsQuery, settings } = request.data;
        const styleColorIds = await deps.assortmentStyleColors(user, assortmentsQuery);
        return deps.photos.forStyleColors(
          user,
          styleColorIds.map((styleColorId) => ({ styleColorId, settings })),
          { skipMissing: true },
        );
      }
    }
  };

  return {
    /** The zip's files; 400 when there are none (e.g. products without pictures). */
    sourcesFor: async (user: User, request: PackageRequest): Promise<ZipSource[]> => {
      const sources = await sourcesOf(user, request);
      if (sources.length === 0) throw invalidInput('data', 'There are no files to download in this package.');
      return sources;
    },
  };
};

export type PackageService = ReturnType<typeof createPackageService>;
