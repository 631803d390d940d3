import { toasts } from '../toasts/toast-store';

/** A page's code that did not arrive (offline, a new deployment, or an ad blocker refusing the file). */
export class ChunkLoadError extends Error {
  constructor(readonly reason: unknown) {
    super('A page of the app could not be loaded.');
    this.name = 'ChunkLoadError';
  }
}

/** The toast's message object: translated when shown, so it can be raised before React or i18n is ready. */
const chunkLoadMessage = {
  messageCode: 'chunkLoad',
  message: 'Warning: Please disable ad blockers or whitelist the product to use this site',
};

let shownToast: number | undefined;

/**
 * Spec part 2 §8.3: a chunk that fails to load shows an error toast asking to disable ad blockers.
 * One at a time: a page and Vite's preload of its files may both fail for the same click.
 */
export const reportChunkLoadFailure = () => {
  if (shownToast !== undefined) return;
  shownToast = toasts.show({
    type: 'error',
    message: chunkLoadMessage,
    closeCallback: () => {
      shownToast = undefined;
    },
  });
};

/** Vite reports a failed preload of a dynamic import's files on the window (`vite:preloadError`). */
export const listenForChunkLoadFailures = (target: Pick<Window, 'addEventListener'>) =>
  target.addEventListener('vite:preloadError', reportChunkLoadFailure);
