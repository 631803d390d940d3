export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

type SaveQueueOptions = {
  delayMs: number;
  /** Sends what is current when it runs (the page's whole state, never a diff). */
  send: () => Promise<void>;
  onStatus: (status: SaveStatus) => void;
  onFailure: (error: unknown) => void;
};

/**
 * Changes saved after `delayMs` of quiet, one request in flight at a time (spec part 1 §4 "moves
 * … are batched and sent after a 500 ms debounce"). A change made while a request is out goes
 * in the next one, sent when the answer is in (at once if its quiet time has passed). A failure
 * is reported; the next change sends the whole state again.
 */
export const createSaveQueue = ({ delayMs, send, onStatus, onFailure }: SaveQueueOptions) => {
  let dirty = false;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (inFlight || !dirty) return;
    dirty = false;
    inFlight = true;
    let failed = false;
    try {
      await send();
    } catch (error) {
      failed = true;
      onFailure(error);
    } finally {
      inFlight = false;
    }
    if (dirty && timer === undefined) return flush();
    if (!dirty) onStatus(failed ? 'failed' : 'saved');
  };

  return {
    /**
     * A change to save: the status says 'saving' from now until it is answered. A change may ask
     * for its own quiet time (a new group waits the category add delay); the last change decides.
     */
    schedule: (quietMs = delayMs) => {
      dirty = true;
      onStatus('saving');
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), quietMs);
    },
    flush,
    /** Drops what is waiting (a reload replaces the page's state). */
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      dirty = false;
    },
    isBusy: () => dirty || inFlight,
  };
};
