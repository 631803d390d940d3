import { DOWNLOAD_JOB_CONCURRENCY } from '@stride/domain';
import i18next from 'i18next';
import { toasts } from '../shared/toasts/toast-store';
import { createDownloadQueue, type DownloadEntry } from './download-queue';
import { startIframeDownload } from './iframe-download';

/** Ended downloads stay listed this long ("a short delay", decisions-W2). */
const REMOVAL_DELAY_MS = 3_000;

/** Emitted on window when a download has started (spec part 1 §4: a file-download event on success). */
export const FILE_DOWNLOAD_EVENT = 'stride:file-download';

/** The one download queue of the page. */
export const downloadQueue = createDownloadQueue({
  start: startIframeDownload,
  concurrency: DOWNLOAD_JOB_CONCURRENCY,
  removalDelayMs: REMOVAL_DELAY_MS,
  onCompleted: (entry: DownloadEntry) => {
    window.dispatchEvent(
      new CustomEvent(FILE_DOWNLOAD_EVENT, { detail: { action: entry.action, filename: entry.filename } }),
    );
    // A zip shows in the browser's own download bar as it streams; a document was waited for here.
    if (entry.kind === 'document')
      toasts.show({ type: 'success', message: i18next.t('documents.downloaded', { filename: entry.filename }) });
  },
  onFailed: (entry) =>
    toasts.show({
      type: 'error',
      message: entry.failureMessage
        ? i18next.t('downloads.failedWithReason', { filename: entry.filename, reason: entry.failureMessage })
        : i18next.t('downloads.failed', { filename: entry.filename }),
    }),
  onCancelled: (entry) =>
    toasts.show({
      type: 'info',
      message: i18next.t(entry.kind === 'document' ? 'documents.canceled' : 'downloads.cancelled'),
    }),
});

const actions = { enqueue: downloadQueue.enqueue, cancel: downloadQueue.cancel };

/** `enqueue({ action, data, filename })` queues a zip download; `cancel(hashId)` stops one. */
export const useDownloads = () => actions;
