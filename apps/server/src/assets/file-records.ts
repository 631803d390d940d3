import { randomUUID } from 'node:crypto';
import {
  fullName,
  LIBRARY_BUCKET,
  type NewAssetFile,
  normaliseFilename,
  type UploadTarget,
  type User,
} from '@stride/domain';
import type { NewAssetFileRow } from './repository.js';

/** A storage key segment keeps letters, digits, dot, dash and underscore (see isSafeKey). */
const keySegment = (filename: string) => {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, '_').slice(-200);
  return /^[A-Za-z0-9_]/.test(safe) ? safe : `_${safe}`;
};

/** Where a library file's bytes live: unique per file, readable by a person looking at storage. */
export const assetFileKey = (fileId: string, filename: string) => `assets/${fileId}/${keySegment(filename)}`;

/** The user as asset rows remember them (who created or last edited). */
export const editorOf = (user: User) => ({ id: user._id, name: fullName(user) });

/**
 * File records for announced uploads (spec part 1 §3 "New asset upload record": sourceFile,
 * filename, usageType, addMethod Upload, state WaitingForFile, hero false): the name as chosen
 * kept as sourceFile, the file name with spaces as underscores, and the upload target the
 * browser sends the bytes to.
 */
export const announcedFiles = (
  assetId: string,
  files: readonly NewAssetFile[],
  user: User,
): { rows: NewAssetFileRow[]; uploads: UploadTarget[] } => {
  const rows = files.map((file): NewAssetFileRow => {
    const id = randomUUID();
    const filename = normaliseFilename(file.filename);
    return {
      id,
      assetId,
      sourceFile: file.filename,
      filename,
      usageType: file.usageType,
      addMethod: 'Upload',
      key: assetFileKey(id, filename),
      fileSize: file.fileSize,
      state: 'WaitingForFile',
      hero: false,
      uploadedBy: user._id,
    };
  });
  return {
    rows,
    uploads: rows.map((row) => ({
      fileId: row.id as string,
      bucket: LIBRARY_BUCKET,
      key: row.key,
      filename: row.filename,
    })),
  };
};
