import {
  type Asset,
  type CheckFilenameRequest,
  type CreateAssetRequest,
  type Dimensions,
  LIBRARY_BUCKET,
  type LibraryType,
  normaliseFilename,
  type UploadTarget,
  type User,
} from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { assetNameTaken, forbidden, invalidInput, notFound } from '../platform/errors.js';
import type { Storage } from '../platform/storage/storage.js';
import { announcedFiles, editorOf } from './file-records.js';
import { presentAsset } from './presenter.js';
import { createAssetsRepository } from './repository.js';

/** Renders a stored file's thumbnail (the uploads feature's renderThumbnail). */
export type ThumbnailRenderer = (
  storage: Storage,
  key: string,
  contentType: string,
) => Promise<{ thumbnailKey: string; dimensions: Dimensions | null } | null>;

/**
 * Library uploads (spec part 1 §5 "Upload rules"): the name check, announcing files (a new
 * pending asset or more files for one), and what happens when an announced upload arrives.
 */
export const createAssetUploadService = (deps: {
  db: Database;
  storage: Storage;
  renderThumbnail: ThumbnailRenderer;
  now?: () => Date;
}) => {
  const now = deps.now ?? (() => new Date());
  const repository = createAssetsRepository(deps.db);

  return {
    /** The other asset of the library already named so, or null. */
    checkFilename: async (libraryType: LibraryType, request: CheckFilenameRequest) => {
      const taken = await repository.findNamed(libraryType, normaliseFilename(request.filename), request.assetId);
      return taken ? { _id: taken.id } : null;
    },

    /** Announces files: WaitingForFile records and their upload targets, in one transaction. */
    create: (
      user: User,
      libraryType: LibraryType,
      request: CreateAssetRequest,
    ): Promise<{ asset: Asset; uploads: UploadTarget[] }> =>
      deps.db.transaction(async (tx) => {
        const writes = createAssetsRepository(tx);
        const primary = request.files.find((file) => file.usageType === 'Primary');
        const name = normaliseFilename((primary ?? request.files[0])?.filename ?? '');
        if (primary) {
          const taken = await writes.findNamed(libraryType, name, request.assetId);
          if (taken) throw assetNameTaken(name, taken.id);
        }
        const editor = editorOf(user);
        const moment = now();
        let asset = request.assetId ? (await writes.findForUpdate([request.assetId]))[0] : undefined;
        if (request.assetId && asset?.libraryType !== libraryType) throw notFound(`Asset ${request.assetId}`);
        asset ??= await writes.insert({
          libraryType,
          state: 'pending',
          waitingForFile: true,
          name,
          createdDate: moment,
          createdBy: editor.id,
          createdByName: editor.name,
          modifiedDate: moment,
          lastEditedBy: editor.id,
          lastEditedByName: editor.name,
        });
        const { rows, uploads } = announcedFiles(asset.id, request.files, user);
        await writes.insertFiles(rows);
        await writes.refreshSearchText([asset.id]);
        return { asset: presentAsset(asset, await writes.filesOf([asset.id])), uploads };
      }),

    /** An upload may target only a file this user announced that has not arrived yet. */
    authorize: async (user: User, bucket: string, key: string, fileSize: number) => {
      const [found] = await repository.findFilesByKeys([key]);
      if (!found || bucket !== LIBRARY_BUCKET) throw notFound('Upload target');
      if (found.file.uploadedBy !== user._id || found.file.state !== 'WaitingForFile') throw forbidden();
      if (found.file.fileSize !== fileSize) {
        throw invalidInput('fileSize', `The file was announced with ${found.file.fileSize} bytes.`, {
          announced: found.file.fileSize,
        });
      }
    },

    /**
     * The bytes arrived: the file is Ready with its size, type, dimensions and thumbnail. A new
     * Primary replaces the previous one and names the asset; a new asset becomes visible.
     */
    completed: async (user: User, key: string, stored: { size: number; contentType: string }) => {
      const [found] = await repository.findFilesByKeys([key]);
      if (!found) throw notFound('Upload target');
      if (found.file.uploadedBy !== user._id) throw forbidden();
      const thumbnail = await deps.renderThumbnail(deps.storage, key, stored.contentType);
      const removed = await deps.db.transaction(async (tx) => {
        const writes = createAssetsRepository(tx);
        const [asset] = await writes.findForUpdate([found.asset.id]);
        if (!asset) throw notFound('Asset');
        const moment = now();
        await writes.updateFile(found.file.id, {
          state: 'Ready',
          fileSize: stored.size,
          contentType: stored.contentType,
          width: thumbnail?.dimensions?.width ?? null,
          height: thumbnail?.dimensions?.height ?? null,
          thumbnailKey: thumbnail?.thumbnailKey ?? null,
          modifiedDate: moment,
        });
        let replaced: Awaited<ReturnType<typeof writes.deleteFiles>> = [];
        if (found.file.usageType === 'Primary') {
          const files = await writes.filesOf([asset.id]);
          replaced = await writes.deleteFiles(
            files
              .filter((file) => file.usageType === 'Primary' && file.state === 'Ready' && file.id !== found.file.id)
              .map((file) => file.id),
          );
          const editor = editorOf(user);
          await writes.update(asset.id, {
            name: found.file.filename,
            modifiedDate: moment,
            lastEditedBy: editor.id,
            lastEditedByName: editor.name,
          });
        }
        await writes.revealIfReady(asset.id);
        await writes.refreshSearchText([asset.id]);
        return replaced;
      });
      for (const file of removed) {
        await deps.storage.delete(file.key);
        if (file.thumbnailKey) await deps.storage.delete(file.thumbnailKey);
      }
    },
  };
};

export type AssetUploadService = ReturnType<typeof createAssetUploadService>;
