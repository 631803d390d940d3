import { abortableDelay, abortError, isAbortError } from './upload-errors';
import type { MultipartTransport } from './upload-transport';
import type { StorageTarget } from './upload-types';

export type MultipartLimits = {
  chunkSize: number;
  partConcurrency: number;
  /** Tries per part before the whole file fails. */
  partAttempts: number;
  /** Wait before the first retry of a part; doubled for each further one. */
  retryBackoffMs: number;
};

type Options = {
  transport: MultipartTransport;
  /** The storage object the server issued (an asset file's, an assortment file's). */
  target: Pick<StorageTarget, 'bucket' | 'key'>;
  file: Blob;
  limits: MultipartLimits;
  signal: AbortSignal;
  onProgress: (loaded: number) => void;
  delay?: (ms: number, signal: AbortSignal) => Promise<void>;
};

/**
 * Sends one file in parts of `chunkSize`, `partConcurrency` parts at a time, each retried with
 * backoff; completes with the ETags in part order. On failure or cancel the parts already stored
 * are discarded (abort), so no half object is left behind.
 */
export const uploadMultipart = async ({
  transport,
  target,
  file,
  limits,
  signal,
  onProgress,
  delay = abortableDelay,
}: Options) => {
  const { bucket, key } = target;
  const { uploadId, urls } = await transport.create(
    { bucket, key, fileSize: file.size, forceOverwrite: false, chunkSize: limits.chunkSize },
    signal,
  );
  // One failed part stops its siblings too: they share this controller with the caller's cancel.
  const parts = new AbortController();
  const stopParts = () => parts.abort();
  signal.addEventListener('abort', stopParts, { once: true });
  const loaded = urls.map(() => 0);
  const setLoaded = (index: number, bytes: number) => {
    loaded[index] = bytes;
    onProgress(loaded.reduce((sum, value) => sum + value, 0));
  };

  const sendPart = async (index: number): Promise<string> => {
    const url = urls[index] as string;
    const body = file.slice(index * limits.chunkSize, (index + 1) * limits.chunkSize, 'application/octet-stream');
    for (let attempt = 1; ; attempt++) {
      try {
        const etag = await transport.putPart(url, body, parts.signal, (bytes) => setLoaded(index, bytes));
        setLoaded(index, body.size);
        return etag;
      } catch (error) {
        if (parts.signal.aborted || attempt >= limits.partAttempts) throw error;
        setLoaded(index, 0);
        await delay(limits.retryBackoffMs * 2 ** (attempt - 1), parts.signal);
      }
    }
  };

  try {
    const etags = await runLimited(urls.length, limits.partConcurrency, sendPart, parts);
    await transport.complete({ bucket, key, uploadId, etags }, signal);
  } catch (error) {
    parts.abort();
    transport.abort({ bucket, key, uploadId }).catch(() => undefined);
    throw signal.aborted && !isAbortError(error) ? abortError() : error;
  } finally {
    signal.removeEventListener('abort', stopParts);
  }
};

/** Runs task(0..count-1) with at most `limit` at once; the first failure aborts the rest and rejects. */
const runLimited = <T>(
  count: number,
  limit: number,
  task: (index: number) => Promise<T>,
  controller: AbortController,
): Promise<T[]> =>
  new Promise((resolve, reject) => {
    const results: T[] = new Array(count);
    let next = 0;
    let done = 0;
    let failed = false;
    const launch = () => {
      if (failed) return;
      if (done === count) return resolve(results);
      while (next < count && next - done < limit) {
        const index = next++;
        task(index).then(
          (result) => {
            results[index] = result;
            done++;
            launch();
          },
          (error) => {
            if (failed) return;
            failed = true;
            controller.abort();
            reject(error);
          },
        );
      }
    };
    launch();
  });
