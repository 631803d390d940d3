import type { UploadFailureReason } from './upload-types';

/** The server or a rule refused the upload before any byte was sent. */
export class UploadRefusedError extends Error {
  constructor(readonly reason: UploadFailureReason) {
    super(`Upload refused: ${reason}`);
    this.name = 'UploadRefusedError';
  }
}

export const isAbortError = (error: unknown) => (error as Error | undefined)?.name === 'AbortError';

export const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** Waits, or rejects as soon as the signal aborts. */
export const abortableDelay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
