import type { AssetFile } from '@stride/domain';

/** The previewer route of one file: a link that can be opened alone or shared. */
export const previewerPath = (file: Pick<AssetFile, '_id' | 'filename' | 'contentType'>) =>
  `/advertising/libraries/previewer?${new URLSearchParams({
    file: file._id,
    name: file.filename,
    type: file.contentType ?? '',
  })}`;
