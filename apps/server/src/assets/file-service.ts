import type { PackageS3File, User } from '@stride/domain';
import type { DownloadableFile, DownloadableFiles } from '../packages/downloadable-files.js';
import type { Database } from '../platform/db/database.js';
import { forbidden, notFound } from '../platform/errors.js';
import type { Storage, StoredObject } from '../platform/storage/storage.js';
import { mayAccessLibrary } from './library-access.js';
import { createAssetsRepository } from './repository.js';
import type { AssetFileRow, AssetRow } from './tables.js';

export type AssetFileContent = StoredObject & { filename: string; contentType: string };

/**
 * Reading library files: a published asset's files need the library's view rule, any other
 * state (or an asset still waiting for its Primary) the manage rule; the file must have arrived.
 */
export const createAssetFileService = (deps: { db: Database; storage: Storage; bypassPermissions?: boolean }) => {
  const repository = createAssetsRepository(deps.db);
  const options = { bypassPermissions: deps.bypassPermissions };

  const mayRead = (user: User, asset: AssetRow) =>
    mayAccessLibrary(user, asset.libraryType, 'manage', options) ||
    (asset.state === 'published' &&
      !asset.waitingForFile &&
      mayAccessLibrary(user, asset.libraryType, 'view', options));

  const readableFile = async (user: User, fileId: string): Promise<AssetFileRow> => {
    const found = await repository.findFile(fileId);
    if (found?.file.state !== 'Ready') throw notFound('File');
    if (!mayRead(user, found.asset)) throw forbidden();
    return found.file;
  };

  const open = async (key: string): Promise<StoredObject> => {
    const stored = await deps.storage.get(key);
    if (!stored) throw notFound('File');
    return stored;
  };

  const downloadableFiles: DownloadableFiles = {
    resolve: async (user: User, files: readonly PackageS3File[]): Promise<DownloadableFile[]> => {
      const found = new Map(
        (await repository.findFilesByKeys(files.map((file) => file.key))).map((entry) => [entry.file.key, entry]),
      );
      return files.map((requested) => {
        const entry = found.get(requested.key);
        if (entry?.file.state !== 'Ready') throw notFound(`File ${requested.key}`);
        if (!mayRead(user, entry.asset)) throw forbidden();
        return { name: entry.file.filename, key: entry.file.key, size: entry.file.fileSize };
      });
    },
  };

  return {
    content: async (user: User, fileId: string): Promise<AssetFileContent> => {
      const file = await readableFile(user, fileId);
      return {
        ...(await open(file.key)),
        filename: file.filename,
        contentType: file.contentType ?? 'application/octet-stream',
      };
    },
    thumbnail: async (user: User, fileId: string): Promise<{ thumbnail: StoredObject; key: string }> => {
      const file = await readableFile(user, fileId);
      if (!file.thumbnailKey) throw notFound('Thumbnail');
      return { thumbnail: await open(file.thumbnailKey), key: file.thumbnailKey };
    },
    downloadableFiles,
  };
};

export type AssetFileService = ReturnType<typeof createAssetFileService>;
