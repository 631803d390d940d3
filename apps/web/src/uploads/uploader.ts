import type { LibraryType } from '@stride/domain';
import { UPLOAD_CHUNK_SIZE, UPLOAD_FILE_CONCURRENCY, UPLOAD_PART_CONCURRENCY } from '@stride/domain';
import i18next from 'i18next';
import { createStore, useStoreValue } from '../shared/state/create-store';
import { toasts } from '../shared/toasts/toast-store';
import { httpUploadTransport } from './http-upload-transport';
import { prepareLibraryUpload } from './library-upload';
import { createUploader, type UploaderLimits } from './upload-scheduler';
import type { UploadEntry } from './upload-types';

/** Part retries and queue delay: the spec says "a short delay" and nothing on retries (decisions-W2). */
export const uploaderLimits: UploaderLimits = {
  chunkSize: UPLOAD_CHUNK_SIZE,
  partConcurrency: UPLOAD_PART_CONCURRENCY,
  fileConcurrency: UPLOAD_FILE_CONCURRENCY,
  partAttempts: 3,
  retryBackoffMs: 1_000,
  queueRemovalDelayMs: 3_000,
};

const failureToast = (entry: UploadEntry, reason: 'duplicateName' | 'transfer') =>
  toasts.show({
    type: 'error',
    message:
      reason === 'duplicateName'
        ? i18next.t('uploads.duplicateName', { filename: entry.filename })
        : i18next.t('uploads.failedToStorage'),
  });

/** The one uploader of the page: outside React, so uploads go on while the person navigates. */
const uploader = createUploader({
  transport: httpUploadTransport,
  prepare: prepareLibraryUpload,
  limits: uploaderLimits,
  onFailed: failureToast,
});

/** How the global uploader shows itself while files are queued (spec part 1 §4); hidden when none are. */
export type UploaderDisplay = 'mini' | 'expanded' | 'collapsed';
export const uploaderDisplay = createStore<{ display: UploaderDisplay }>({ display: 'expanded' });

const actions = {
  addFiles: (files: File[], target: Parameters<typeof uploader.addFiles>[1]) => {
    // New files bring the list back into view, whatever it was left as.
    uploaderDisplay.set({ display: 'expanded' });
    return uploader.addFiles(files, target);
  },
  cancel: uploader.cancel,
};

/** `addFiles(files, { libraryType, assetId?, usageType })` queues files; `cancel(hashId)` stops one. */
export const useUploader = () => actions;

/** The files still in the queue (waiting, running, or just ended). */
export const useQueuedUploads = () => useStoreValue(uploader.store, (state) => state.entries).filter(isQueued);
const isQueued = (entry: UploadEntry) => entry.inQueue;

/** This session's uploads to one library, newest first. */
export const useSessionUploads = (libraryType: LibraryType) =>
  useStoreValue(uploader.store, (state) => state.entries)
    .filter((entry) => entry.libraryType === libraryType)
    .reverse();
