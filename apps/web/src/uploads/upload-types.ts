import type { FileUsageType, LibraryType, UploadTarget } from '@stride/domain';

/** Upload file states (spec part 1 §4 Uploads and downloads). */
const uploadStatuses = ['pending', 'started', 'success', 'failed', 'cancelled'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** Where files go: a library, optionally an existing asset of it, and the files' usage. */
export type LibraryUploadTarget = { libraryType: LibraryType; assetId?: string; usageType: FileUsageType };

/** Why an upload failed: another asset has its name, or the transfer itself failed. */
export type UploadFailureReason = 'duplicateName' | 'transfer';

/** One file of the uploader (spec part 1 §3 Upload file). */
export type UploadEntry = {
  hashId: string;
  /** The name sent to the server: spaces replaced by underscores. */
  filename: string;
  /** The name the person picked. */
  displayName: string;
  status: UploadStatus;
  progress: { loaded: number; total: number };
  libraryType: LibraryType;
  usageType: FileUsageType;
  /** The asset the file belongs to, once the server has created or named it. */
  assetId: string | null;
  /** The file record the server created, for its thumbnail. */
  fileId: string | null;
  key: string | null;
  failure: UploadFailureReason | null;
  /** False once a finished entry has left the queue (it stays in this session's list). */
  inQueue: boolean;
};

/** The storage object a file is written to, as the server issued it, and the asset it belongs to. */
export type StorageTarget = UploadTarget & { assetId: string };

/** The queue lists (spec part 1 §4): cancelled files leave the queue at once. */
export const queueListOf = (status: UploadStatus) =>
  (
    ({
      pending: 'queued',
      started: 'uploading',
      success: 'completed',
      failed: 'failed',
      cancelled: null,
    }) as const
  )[status];

/** File progress display (spec part 1 §4): a full bar while sending, a thin one once sent, none otherwise. */
export type FileProgressDisplay = 'hidden' | 'mini' | 'visible';
export const fileProgressDisplay = (status: UploadStatus): FileProgressDisplay =>
  status === 'started' ? 'visible' : status === 'success' ? 'mini' : 'hidden';
