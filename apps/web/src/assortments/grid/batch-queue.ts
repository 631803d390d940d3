import {
  type AssortmentBatchAnswer,
  type AssortmentBatchOperation,
  type AssortmentPatch,
  DEBOUNCE_MS,
  type RowChanges,
  toStyleColorId,
} from '@stride/domain';

/**
 * The edits of an assortment grid waiting to be saved, in the order they were made, as the
 * operations of PATCH /api/assortments/batch/{id} (spec part 1 §4 "Pending row edits are
 * collected as added, deleted, updated and sorted products plus a patch"). The server applies
 * the kinds of one operation in a fixed order (patch, add, delete, update, sort), so each queued
 * operation holds one kind, and a new edit joins the last operation only when that is of its kind:
 * a delete and an undo that re-adds the row stay in their order.
 */
type BatchOperationKind = keyof AssortmentBatchOperation;
export type QueuedOperation = AssortmentBatchOperation;

/** The server takes at most this many operations in one batch (assortmentBatchRequestSchema). */
const MAX_BATCH_OPERATIONS = 100;

/** Cells that rewrite each other: the last one typed must win, whatever the order of the fields. */
const pricingFields: readonly string[] = ['discountPercent', 'discountAmount', 'netCost', 'markupPercent'];

const kindOf = (operation: QueuedOperation): BatchOperationKind | undefined =>
  (Object.keys(operation) as BatchOperationKind[]).find((kind) => operation[kind] !== undefined);

/** Later changes of a row win; a later pricing cell drops the earlier pricing cells of that row. */
const mergeChanges = (earlier: RowChanges, later: RowChanges): RowChanges => {
  const laterPricing = Object.keys(later).some((field) => pricingFields.includes(field));
  const kept = laterPricing
    ? Object.fromEntries(Object.entries(earlier).filter(([field]) => !pricingFields.includes(field)))
    : earlier;
  return { ...kept, ...later };
};

/** Entries keyed by id, later ones replacing earlier ones in place. */
const mergeById = <Entry extends { id: string }>(
  earlier: readonly Entry[],
  later: readonly Entry[],
  merge: (a: Entry, b: Entry) => Entry,
) => {
  const byId = new Map(earlier.map((entry) => [entry.id, entry]));
  for (const entry of later) {
    const existing = byId.get(entry.id);
    byId.set(entry.id, existing ? merge(existing, entry) : entry);
  }
  return [...byId.values()];
};

const mergePatch = (earlier: AssortmentPatch, later: AssortmentPatch): AssortmentPatch => ({ ...earlier, ...later });

/** Joins two operations of the same kind into one. */
const join = (kind: BatchOperationKind, earlier: QueuedOperation, later: QueuedOperation): QueuedOperation => {
  switch (kind) {
    case 'updateProducts':
      return {
        updateProducts: mergeById(earlier.updateProducts ?? [], later.updateProducts ?? [], (a, b) => ({
          id: a.id,
          changes: mergeChanges(a.changes, b.changes),
        })),
      };
    case 'sortProducts':
      return { sortProducts: mergeById(earlier.sortProducts ?? [], later.sortProducts ?? [], (_a, b) => b) };
    case 'deleteProducts':
      return { deleteProducts: mergeById(earlier.deleteProducts ?? [], later.deleteProducts ?? [], (_a, b) => b) };
    case 'addProducts':
      return { addProducts: [...(earlier.addProducts ?? []), ...(later.addProducts ?? [])] };
    case 'patch':
      return { patch: mergePatch(earlier.patch ?? {}, later.patch ?? {}) };
  }
};

/** The queue with one more operation (of one kind), joined to the last one when that is of its kind. */
const enqueue = (queue: readonly QueuedOperation[], operation: QueuedOperation): QueuedOperation[] => {
  const kind = kindOf(operation);
  if (!kind) return [...queue];
  const last = queue.at(-1);
  if (last && kindOf(last) === kind) return [...queue.slice(0, -1), join(kind, last, operation)];
  return [...queue, operation];
};

/** The next batch to send (at most MAX_BATCH_OPERATIONS operations) and what stays queued. */
const takeBatch = (queue: readonly QueuedOperation[]): [QueuedOperation[], QueuedOperation[]] => [
  queue.slice(0, MAX_BATCH_OPERATIONS),
  queue.slice(MAX_BATCH_OPERATIONS),
];

/** How many rows a batch adds, deletes, updates or moves: a long save shows the updating bar. */
export const batchRowCount = (batch: readonly QueuedOperation[]): number =>
  batch.reduce(
    (count, operation) =>
      count +
      (operation.addProducts?.length ?? 0) +
      (operation.deleteProducts?.length ?? 0) +
      (operation.updateProducts?.length ?? 0) +
      (operation.sortProducts?.length ?? 0),
    0,
  );

/** The row edits of queued or in-flight operations, to apply again on rows a batch answer replaced. */
export const updatesIn = (operations: readonly QueuedOperation[]) =>
  operations.flatMap((operation) => operation.updateProducts ?? []);
export const deletesIn = (operations: readonly QueuedOperation[]) =>
  new Set(operations.flatMap((operation) => operation.deleteProducts ?? []).map(({ id }) => id));
/** The style-colour ids operations add. */
export const addIdsIn = (operations: readonly QueuedOperation[]) =>
  operations
    .flatMap((operation) => operation.addProducts ?? [])
    .map(({ style, color }) => toStyleColorId(style, color));

/** The timer functions the queue uses; tests hand it fake ones. */
export type QueueTimers = {
  setTimeout: (run: () => void, delayMs: number) => unknown;
  clearTimeout: (timer: unknown) => void;
};
const globalTimers: QueueTimers = {
  setTimeout: (run, delayMs) => setTimeout(run, delayMs),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** A batch that went, and what was queued behind it when it was answered or failed. */
type SentBatch = { batch: QueuedOperation[]; queued: readonly QueuedOperation[] };

type BatchQueueDeps = {
  /** The version the first batch is made on. */
  version: number;
  /** PATCH …/batch/{id}?baseVersion={baseVersion}: the answer, or a throw (409 userLock or another failure). */
  send: (baseVersion: number, batch: QueuedOperation[]) => Promise<AssortmentBatchAnswer>;
  timers?: QueueTimers;
  /** A batch leaves, taken off the queue. */
  onSend?: (batch: QueuedOperation[]) => void;
  /** Its answer came; the queue's version has already moved to the answer's. */
  onAnswer?: (answer: AssortmentBatchAnswer, sent: SentBatch) => void;
  /** It was refused or failed: the version stays, what is queued goes next on it. */
  onFailure?: (error: unknown, sent: SentBatch) => void;
  /** After onAnswer or onFailure, whichever it was. */
  onSettled?: (sent: SentBatch) => void;
};

/**
 * The sending of the queue (spec part 1 §4): an operation waits for DEBOUNCE_MS.gridEdit of quiet,
 * then everything queued goes as ONE batch made on the version the queue has. One batch is in
 * flight at a time; what is queued meanwhile goes once it is answered, on the answer's version.
 */
export const createBatchQueue = ({ send, timers = globalTimers, ...on }: BatchQueueDeps) => {
  let version = on.version;
  let queue: QueuedOperation[] = [];
  let inFlight: QueuedOperation[] | null = null;
  let timer: unknown;

  const flush = async (): Promise<void> => {
    timers.clearTimeout(timer);
    if (inFlight || queue.length === 0) return;
    const [batch, rest] = takeBatch(queue);
    queue = rest;
    inFlight = batch;
    on.onSend?.(batch);
    try {
      const answer = await send(version, batch);
      inFlight = null;
      version = Math.max(version, answer.version);
      on.onAnswer?.(answer, { batch, queued: queue });
    } catch (error) {
      inFlight = null;
      on.onFailure?.(error, { batch, queued: queue });
    } finally {
      on.onSettled?.({ batch, queued: queue });
    }
    if (queue.length > 0) await flush();
  };

  return {
    /** The version the next batch is made on. */
    version: () => version,
    /** A batch saved elsewhere (a co-editor's, a rename) was applied: never goes back. */
    advanceTo: (seen: number) => {
      version = Math.max(version, seen);
    },
    /** The assortment was read again: its version, whatever it is. */
    rebase: (fresh: number) => {
      version = fresh;
    },
    /** One more operation, joined to the last queued one of its kind; the quiet time starts again. */
    add: (operation: QueuedOperation) => {
      queue = enqueue(queue, operation);
      timers.clearTimeout(timer);
      timer = timers.setTimeout(() => void flush(), DEBOUNCE_MS.gridEdit);
    },
    /** Operations not sent yet. */
    queued: (): readonly QueuedOperation[] => queue,
    /** Operations not answered yet (the one in flight, then the queued ones). */
    unanswered: (): QueuedOperation[] => [...(inFlight ?? []), ...queue],
    /** Sends what is queued now, unless a batch is in flight (then it goes after the answer). */
    flush,
    /** Once every queued operation is answered (a call outside the queue is then made on the latest version). */
    settled: async () => {
      while (inFlight || queue.length > 0) {
        if (inFlight) await new Promise<void>((resolve) => timers.setTimeout(resolve, DEBOUNCE_MS.redraw));
        else await flush();
      }
    },
    /** Drops the operations not sent yet (a reload replaces them). */
    dropQueued: () => {
      timers.clearTimeout(timer);
      queue = [];
    },
    /** Operations still waiting are sent at once rather than lost. */
    dispose: () => {
      timers.clearTimeout(timer);
      void flush();
    },
  };
};
