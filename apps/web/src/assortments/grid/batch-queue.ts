import { type AssortmentBatchOperation, type AssortmentPatch, type RowChanges, toStyleColorId } from '@stride/domain';

/**
 * The edits of an assortment grid waiting to be saved, in the order they were made, as the
 * operations of PATCH /api/assortments/batch/{id} (spec part 1 §4 "Pending row edits are
 * collected as added, deleted, updated and sorted products plus a patch"). The server applies
 * the kinds of one operation in a fixed order (patch, add, delete, update, sort), so each queued
 * operation holds one kind, and a new edit joins the last operation only when that is of its kind:
 * a delete and an undo that re-adds the row stay in their order.
 */
export type BatchOperationKind = keyof AssortmentBatchOperation;
export type QueuedOperation = AssortmentBatchOperation;

/** The server takes at most this many operations in one batch (assortmentBatchRequestSchema). */
export const MAX_BATCH_OPERATIONS = 100;

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
export const enqueue = (queue: readonly QueuedOperation[], operation: QueuedOperation): QueuedOperation[] => {
  const kind = kindOf(operation);
  if (!kind) return [...queue];
  const last = queue.at(-1);
  if (last && kindOf(last) === kind) return [...queue.slice(0, -1), join(kind, last, operation)];
  return [...queue, operation];
};

/** The next batch to send (at most MAX_BATCH_OPERATIONS operations) and what stays queued. */
export const takeBatch = (queue: readonly QueuedOperation[]): [QueuedOperation[], QueuedOperation[]] => [
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
