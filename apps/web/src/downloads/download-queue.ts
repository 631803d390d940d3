import { createStore } from '../shared/state/create-store';

/** Download queue states (spec part 1 §4 Uploads and downloads). */
type DownloadStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled';

/**
 * What a screen asks for: a form POST to `action` (e.g. `packages/download`) with `data` as JSON,
 * or, with `start`, a download of its own making (a document made as a job, then fetched).
 */
export type DownloadRequest = {
  action: string;
  data: Record<string, unknown>;
  filename: string;
  kind?: DownloadKind;
  start?: DownloadStarter;
};

/** A zip of files, or an assortment document: they are cancelled in different words. */
type DownloadKind = 'zip' | 'document';

/** One queue item (spec part 1 §3 Download queue item). */
export type DownloadEntry = {
  hashId: string;
  addedToQueue: string;
  status: DownloadStatus;
  filename: string;
  displayName: string;
  action: string;
  kind: DownloadKind;
  /** The server's reason when the download failed, if it gave one. */
  failureMessage: string | null;
};

export type DownloadEvents = { started: () => void; failed: (message: string | null) => void };
/** Starts one download in the browser; `stop` tears it down (cancel, or the entry leaving the list). */
export type DownloadStarter = (entry: DownloadEntry, request: DownloadRequest, events: DownloadEvents) => () => void;

type Options = {
  start: DownloadStarter;
  concurrency: number;
  removalDelayMs: number;
  onCompleted?: (entry: DownloadEntry) => void;
  onFailed?: (entry: DownloadEntry) => void;
  onCancelled?: (entry: DownloadEntry) => void;
};

let lastId = 0;
/** Letters, digits and dashes only: the id travels in a form field and a cookie name. */
const nextHashId = () => `dl-${Date.now().toString(36)}-${(++lastId).toString(36)}`;

/**
 * Downloads wait as `queued`, at most `concurrency` are `processing`, and each ends `completed`
 * (the server said the file started), `failed` or `cancelled`; ended entries leave the list after
 * a short delay.
 */
export const createDownloadQueue = ({
  start,
  concurrency,
  removalDelayMs,
  onCompleted,
  onFailed,
  onCancelled,
}: Options) => {
  const store = createStore<{ entries: DownloadEntry[] }>({ entries: [] });
  const requests = new Map<string, DownloadRequest>();
  const stops = new Map<string, () => void>();

  const find = (hashId: string) => store.get().entries.find((entry) => entry.hashId === hashId);
  const remove = (hashId: string) => {
    stops.get(hashId)?.();
    stops.delete(hashId);
    store.set((state) => ({ entries: state.entries.filter((entry) => entry.hashId !== hashId) }));
  };

  const end = (hashId: string, patch: Pick<DownloadEntry, 'status'> & Partial<DownloadEntry>) => {
    const entry = find(hashId);
    if (!entry || (entry.status !== 'queued' && entry.status !== 'processing')) return undefined;
    requests.delete(hashId);
    const ended = { ...entry, ...patch };
    store.set((state) => ({ entries: state.entries.map((item) => (item.hashId === hashId ? ended : item)) }));
    setTimeout(() => remove(hashId), removalDelayMs);
    pump();
    return ended;
  };

  const pump = () => {
    const { entries } = store.get();
    let processing = entries.filter((entry) => entry.status === 'processing').length;
    for (const entry of entries) {
      if (processing >= concurrency) return;
      const request = requests.get(entry.hashId);
      if (entry.status !== 'queued' || !request) continue;
      processing++;
      const running = { ...entry, status: 'processing' as const };
      store.set((state) => ({ entries: state.entries.map((item) => (item.hashId === entry.hashId ? running : item)) }));
      stops.set(
        entry.hashId,
        (request.start ?? start)(running, request, {
          started: () => {
            const ended = end(entry.hashId, { status: 'completed' });
            if (ended) onCompleted?.(ended);
          },
          failed: (failureMessage) => {
            const ended = end(entry.hashId, { status: 'failed', failureMessage });
            if (ended) onFailed?.(ended);
          },
        }),
      );
    }
  };

  return {
    store,
    enqueue: (request: DownloadRequest): string => {
      const hashId = nextHashId();
      requests.set(hashId, request);
      const entry: DownloadEntry = {
        hashId,
        addedToQueue: new Date().toISOString(),
        status: 'queued',
        filename: request.filename,
        displayName: request.filename,
        action: request.action,
        kind: request.kind ?? 'zip',
        failureMessage: null,
      };
      store.set((state) => ({ entries: [...state.entries, entry] }));
      pump();
      return hashId;
    },
    /** Stops a waiting or running download; its hidden frame is removed at once. */
    cancel: (hashId: string) => {
      stops.get(hashId)?.();
      stops.delete(hashId);
      const ended = end(hashId, { status: 'cancelled' });
      if (ended) onCancelled?.(ended);
    },
  };
};
