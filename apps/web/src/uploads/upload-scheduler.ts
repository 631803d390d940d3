import { normaliseFilename } from '@stride/domain';
import { createStore } from '../shared/state/create-store';
import { type MultipartLimits, uploadMultipart } from './multipart-upload';
import { isAbortError, UploadRefusedError } from './upload-errors';
import type { MultipartTransport, UploadPreparer } from './upload-transport';
import type { LibraryUploadTarget, UploadEntry, UploadFailureReason } from './upload-types';

export type UploaderLimits = MultipartLimits & {
  fileConcurrency: number;
  /** How long a finished, failed or cancelled file stays in the queue. */
  queueRemovalDelayMs: number;
};

export type UploaderOptions = {
  transport: MultipartTransport;
  prepare: UploadPreparer;
  limits: UploaderLimits;
  onFailed?: (entry: UploadEntry, reason: UploadFailureReason) => void;
  onSucceeded?: (entry: UploadEntry) => void;
  delay?: (ms: number, signal: AbortSignal) => Promise<void>;
};

let lastHashId = 0;
const nextHashId = () => `upload-${Date.now().toString(36)}-${(++lastHashId).toString(36)}`;

/**
 * The upload queue: files wait as `pending`, at most `fileConcurrency` are `started` at once, and
 * each ends `success`, `failed` or `cancelled`; ended files leave the queue after a short delay
 * but stay in the session's list. State lives in a store so it survives navigation.
 */
export const createUploader = ({ transport, prepare, limits, onFailed, onSucceeded, delay }: UploaderOptions) => {
  const store = createStore<{ entries: UploadEntry[] }>({ entries: [] });
  const files = new Map<string, { file: File; target: LibraryUploadTarget; controller: AbortController }>();

  const find = (hashId: string) => store.get().entries.find((entry) => entry.hashId === hashId);
  const update = (hashId: string, patch: Partial<UploadEntry>) =>
    store.set((state) => ({
      entries: state.entries.map((entry) => (entry.hashId === hashId ? { ...entry, ...patch } : entry)),
    }));

  const leaveQueueLater = (hashId: string) => {
    setTimeout(() => update(hashId, { inQueue: false }), limits.queueRemovalDelayMs);
  };

  /** Cancelled files leave the queue at once; the others stay a moment so their end is seen. */
  const finish = (hashId: string, patch: Partial<UploadEntry>) => {
    files.delete(hashId);
    const cancelled = patch.status === 'cancelled';
    update(hashId, cancelled ? { ...patch, inQueue: false } : patch);
    if (!cancelled) leaveQueueLater(hashId);
    pump();
  };

  const run = async (hashId: string) => {
    const job = files.get(hashId);
    const entry = find(hashId);
    if (!job || !entry) return;
    const { signal } = job.controller;
    update(hashId, { status: 'started' });
    try {
      const target = await prepare({ filename: entry.filename, fileSize: job.file.size }, job.target, signal);
      update(hashId, { assetId: target.assetId, fileId: target.fileId, key: target.key });
      await uploadMultipart({
        transport,
        target,
        file: job.file,
        limits,
        signal,
        delay,
        onProgress: (loaded) => update(hashId, { progress: { loaded, total: job.file.size } }),
      });
      finish(hashId, { status: 'success', progress: { loaded: job.file.size, total: job.file.size } });
      onSucceeded?.(find(hashId) as UploadEntry);
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return finish(hashId, { status: 'cancelled' });
      const reason = error instanceof UploadRefusedError ? error.reason : 'transfer';
      if (!(error instanceof UploadRefusedError)) console.error('Upload failed', entry.filename, error);
      finish(hashId, { status: 'failed', failure: reason });
      onFailed?.(find(hashId) as UploadEntry, reason);
    }
  };

  const pump = () => {
    const { entries } = store.get();
    let started = entries.filter((entry) => entry.status === 'started').length;
    for (const entry of entries) {
      if (started >= limits.fileConcurrency) return;
      if (entry.status !== 'pending') continue;
      started++;
      void run(entry.hashId);
    }
  };

  return {
    store,
    /** Queues the files for a library (and asset); returns their hash ids. */
    addFiles: (picked: File[], target: LibraryUploadTarget): string[] => {
      const added = picked.map((file): UploadEntry => {
        const hashId = nextHashId();
        files.set(hashId, { file, target, controller: new AbortController() });
        return {
          hashId,
          filename: normaliseFilename(file.name),
          displayName: file.name,
          status: 'pending',
          progress: { loaded: 0, total: file.size },
          libraryType: target.libraryType,
          usageType: target.usageType,
          assetId: target.assetId ?? null,
          fileId: null,
          key: null,
          failure: null,
          inQueue: true,
        };
      });
      store.set((state) => ({ entries: [...state.entries, ...added] }));
      pump();
      return added.map((entry) => entry.hashId);
    },
    /** Stops a waiting or running file; running parts are aborted and the stored parts discarded. */
    cancel: (hashId: string) => {
      const entry = find(hashId);
      const job = files.get(hashId);
      if (!entry || !job) return;
      if (entry.status === 'pending') return finish(hashId, { status: 'cancelled' });
      job.controller.abort();
    },
  };
};
