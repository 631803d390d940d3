import type { Asset, UploadTarget } from '@stride/domain';
import { api } from '../shared/api/api-client';
import { UploadRefusedError } from './upload-errors';
import type { UploadPreparer } from './upload-transport';

type CheckFilenameAnswer = { message: string; data: { _id: string } | null };
type CreateAssetAnswer = { message: string; asset: Asset; uploads: UploadTarget[] };

/**
 * Library assets (spec part 1 §5 Upload rules): the name is checked first; when another asset
 * has it the upload fails. The check answering anything else than 'Success' with an id lets the
 * upload go on (spec part 2 §5). Then the server creates the pending asset (or adds the file to
 * `assetId`) and issues the storage key.
 */
export const prepareLibraryUpload: UploadPreparer = async (file, target, signal) => {
  const check = await api
    .post<CheckFilenameAnswer>(
      `assets/${target.libraryType}/check-filename`,
      { filename: file.filename, assetId: target.assetId },
      { signal },
    )
    .catch((error: unknown) => {
      if ((error as Error).name === 'AbortError') throw error;
      return null;
    });
  if (check?.message === 'Success' && check.data?._id && check.data._id !== target.assetId)
    throw new UploadRefusedError('duplicateName');

  const created = await api.post<CreateAssetAnswer>(
    `assets/${target.libraryType}`,
    {
      libraryType: target.libraryType,
      assetId: target.assetId,
      files: [{ filename: file.filename, usageType: target.usageType, fileSize: file.fileSize }],
    },
    { signal },
  );
  const upload = created.uploads[0];
  if (!upload) throw new Error('The server issued no upload target.');
  return { ...upload, assetId: created.asset._id };
};
