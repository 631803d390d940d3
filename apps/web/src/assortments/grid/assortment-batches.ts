import {
  type Assortment,
  type AssortmentPatch,
  type AssortmentProduct,
  type AssortmentWithProducts,
  LONG_WAIT_THRESHOLD,
  type ProductToAdd,
  pillarsByProductType,
  toStyleColorId,
} from '@stride/domain';
import type { TFunction } from 'i18next';
import { createStore } from '../../shared/state/create-store';
import { toasts } from '../../shared/toasts/toast-store';
import { type AssortmentRef, isUserLock, type renameAssortmentProducts, type saveAssortmentBatch } from './api';
import { mergeBatchHeader, mergeBatchRows, type RemoteBatch } from './batch-merge';
import { announceBatch, showUserLock } from './batch-notices';
import { addIdsIn, batchRowCount, createBatchQueue, deletesIn, type QueueTimers, updatesIn } from './batch-queue';
import { applyEditsLocally, type RowEdit, type RowEditProblem, rowsAsHanded } from './row-edits';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
type PendingChange = 'add' | 'remove';

export type AssortmentGridState = {
  assortment: Assortment;
  rows: AssortmentProduct[];
  saveStatus: SaveStatus;
  /** A save of LONG_WAIT_THRESHOLD rows or more is under way: the updating bar shows. */
  longSave: boolean;
  reloading: boolean;
  /** Who holds the edit lock of this internal assortment when it is not the person (spec part 2 §7.3). */
  lockedBy: string | null;
  /** Style-colours added or removed whose batch has not been answered yet (spec part 1 §4). */
  pending: ReadonlyMap<string, PendingChange>;
};

/** The calls and listeners of an assortment's batches; the hook hands in the current ones. */
type AssortmentBatchesDeps = {
  saveBatch: typeof saveAssortmentBatch;
  renameProducts: typeof renameAssortmentProducts;
  /** The assortment read afresh (after a refused save, or a break of the live stream). */
  reload: (ref: AssortmentRef) => Promise<AssortmentWithProducts>;
  /** Its lines, their pictures or its query changed: the showroom kept for it is out of date. */
  clearShowroom: (id: string) => void;
  /** The current translation. */
  t: () => TFunction;
  /** The whole set of rows changed (the edit history is cleared then). */
  onReset?: () => void;
  onProblems?: (problems: RowEditProblem[]) => void;
  timers?: QueueTimers;
};
/** Adds and deletes the user made on purpose are announced with a count; undo and redo stay quiet. */
type ChangeOptions = { announce?: boolean };

const headerOf = ({ products: _products, ...assortment }: AssortmentWithProducts): Assortment => assortment;

const initialState = (loaded: AssortmentWithProducts): AssortmentGridState => ({
  assortment: headerOf(loaded),
  rows: loaded.products,
  saveStatus: 'idle',
  longSave: false,
  reloading: false,
  lockedBy: null,
  pending: new Map(),
});

/**
 * The save protocol of an assortment grid (spec part 1 §4, part 2 §7.3, §8.3, §8.5). Every change
 * is applied here at once (row edits by the domain's cell rules) and queued in the batch queue,
 * which sends ONE batch at a time. The answer's rows replace the local ones (they are
 * authoritative), its deleted ids go, the version advances. A refused batch (409 userLock) offers
 * a reload; any other failure shows 'Save failed'. While a long save or a reload shows the
 * updating bar, changes are dropped with an info toast; so are they while another editor holds
 * the edit lock.
 */
export const createAssortmentBatches = (loaded: AssortmentWithProducts, deps: AssortmentBatchesDeps) => {
  const { _id: id, orgType } = loaded;
  const ref = { _id: id, orgType };
  const store = createStore(initialState(loaded));
  /** Ids added or deleted on purpose, announced with a count once answered. */
  const announced = { added: new Set<string>(), removed: new Set<string>() };

  const rulesContext = () => {
    const { assortment } = store.get();
    return { labels: assortment.labels, pillars: pillarsByProductType[assortment.productType] };
  };
  const rowsById = rowsAsHanded(() => store.get().rows, store.subscribe);
  const replaceRows = (changed: ReadonlyMap<string, AssortmentProduct>) => {
    if (changed.size === 0) return;
    store.set(({ rows }) => ({ rows: rows.map((row) => changed.get(row.id) ?? row) }));
  };
  const setPending = (ids: readonly string[], change: PendingChange | null) =>
    store.set(({ pending }) => {
      const next = new Map(pending);
      for (const pendingId of ids) {
        if (change) next.set(pendingId, change);
        else next.delete(pendingId);
      }
      return { pending: next };
    });

  const isUpdating = () => store.get().longSave || store.get().reloading;
  /** False, with the info toast, when a change must be dropped because the site is updating. */
  const guard = () => {
    const { lockedBy } = store.get();
    if (lockedBy !== null) {
      toasts.show({ type: 'info', message: deps.t()('internalAssortments.lock.dropped', { name: lockedBy }) });
      return false;
    }
    if (!isUpdating()) return true;
    toasts.show({ type: 'info', message: deps.t()('assortmentGrid.updating') });
    return false;
  };

  /** Local edits not yet answered, applied again on rows a batch brought. */
  const reapplyUnanswered = () => {
    const unanswered = queue.unanswered();
    const deleted = deletesIn(unanswered);
    if (deleted.size > 0) store.set(({ rows }) => ({ rows: rows.filter((row) => !deleted.has(row.id)) }));
    const edits = updatesIn(unanswered);
    if (edits.length > 0) replaceRows(applyEditsLocally(rowsById(), edits, rulesContext()).changed);
  };

  const applyBatch = (batch: RemoteBatch) => {
    queue.advanceTo(batch.version);
    deps.clearShowroom(id);
    store.set(({ rows, assortment }) => ({
      rows: mergeBatchRows(rows, batch),
      assortment: mergeBatchHeader(assortment, batch),
    }));
    reapplyUnanswered();
  };

  const queue = createBatchQueue({
    version: loaded.version,
    send: (baseVersion, batch) => deps.saveBatch(ref, baseVersion, batch),
    timers: deps.timers,
    onSend: (batch) => store.set({ saveStatus: 'saving', longSave: batchRowCount(batch) >= LONG_WAIT_THRESHOLD }),
    onAnswer: (answer, { queued }) => {
      applyBatch(answer);
      announceBatch(deps.t(), answer, announced);
      store.set({ saveStatus: queued.length > 0 ? 'saving' : 'saved' });
    },
    onFailure: (error, { batch }) => {
      for (const settled of [...addIdsIn(batch), ...deletesIn(batch)]) {
        announced.added.delete(settled);
        announced.removed.delete(settled);
      }
      store.set({ saveStatus: 'failed' });
      if (isUserLock(error)) showUserLock(deps.t(), () => void reload());
      else console.warn('Assortment batch failed', error);
    },
    onSettled: ({ batch, queued }) => {
      // Settled, unless a queued operation has changed them again.
      setPending([...addIdsIn(batch), ...deletesIn(batch)], null);
      setPending(addIdsIn(queued), 'add');
      setPending([...deletesIn(queued)], 'remove');
      store.set({ longSave: false });
    },
  });

  /** Reads the assortment again; unsent edits are dropped, as the page would drop them. */
  const reload = async () => {
    queue.dropQueued();
    store.set({ reloading: true });
    try {
      const fresh = await deps.reload(ref);
      queue.rebase(fresh.version);
      deps.clearShowroom(id);
      announced.added.clear();
      announced.removed.clear();
      store.set(initialState(fresh));
      deps.onReset?.();
    } finally {
      store.set({ reloading: false });
    }
  };

  return {
    store,
    guard,
    isUpdating,
    /**
     * A line renumbered to another style-colour (spec part 2 §7.3 rename products), sent on its
     * own once the queued edits are saved. Nothing changes in the grid unless the server took it;
     * a refusal is thrown for the dialog to show.
     */
    renameLine: async (rowId: string, newStyle: string, newColor: string) => {
      if (!guard()) return false;
      await queue.settled();
      store.set({ saveStatus: 'saving' });
      try {
        applyBatch(await deps.renameProducts(id, queue.version(), [{ id: rowId, newStyle, newColor }]));
        store.set({ saveStatus: 'saved' });
        return true;
      } catch (error) {
        store.set({ saveStatus: 'saved' });
        throw error;
      }
    },
    /** The version the next batch is made on. */
    version: queue.version,
    flush: queue.flush,
    reload,
    /** The live stream came back after a break: what is queued is saved first, then read again. */
    resync: async () => {
      await queue.settled();
      await reload();
    },
    /** Cell edits (raw values): applied now by the cell rules, saved in the next batch. False when dropped. */
    updateRows: (edits: readonly RowEdit[]): boolean => {
      const before = rowsById();
      const outcome = guard() ? applyEditsLocally(before, edits, rulesContext()) : null;
      const changed = new Map(outcome?.changed);
      // A value refused (by the rules, or because the site is updating) leaves the row as it
      // was handed to the grid: a new object makes the grid show that again.
      for (const { id: editedId } of edits) {
        const row = before.get(editedId);
        if (row && !changed.has(editedId)) changed.set(editedId, { ...row });
      }
      replaceRows(changed);
      if (!outcome) return false;
      if (outcome.problems.length > 0) deps.onProblems?.(outcome.problems);
      if (outcome.sent.length > 0) queue.add({ updateProducts: outcome.sent });
      return true;
    },
    /**
     * Style-colours to add; one already in the assortment (or on its way) is never added twice.
     * They show once the answer brings them. Answers the ids queued, or null when dropped.
     */
    addProducts: (products: readonly ProductToAdd[], change: ChangeOptions = {}): string[] | null => {
      if (!guard()) return null;
      const { rows, pending } = store.get();
      const present = new Set(rows.map((row) => row.id));
      const seen = new Set<string>();
      const fresh = products.filter((product) => {
        const productId = toStyleColorId(product.style, product.color);
        if (present.has(productId) || pending.get(productId) === 'add' || seen.has(productId)) return false;
        seen.add(productId);
        return true;
      });
      if (fresh.length === 0) return [];
      const ids = [...seen];
      if (change.announce) for (const added of ids) announced.added.add(added);
      setPending(ids, 'add');
      queue.add({ addProducts: fresh });
      return ids;
    },
    /** Rows to delete: gone at once, saved in the next batch. Answers the rows as they were, or null when dropped. */
    deleteProducts: (ids: readonly string[], change: ChangeOptions = {}): AssortmentProduct[] | null => {
      if (!guard()) return null;
      const wanted = new Set(ids);
      const { rows, pending } = store.get();
      const removed = rows.filter((row) => wanted.has(row.id));
      const present = new Set(removed.map((row) => row.id));
      // An add not answered yet is deleted after it (an undo right after adding).
      const unanswered = ids.filter((pendingId) => !present.has(pendingId) && pending.get(pendingId) === 'add');
      const removedIds = [...present, ...unanswered];
      if (removedIds.length === 0) return [];
      if (change.announce) for (const gone of removedIds) announced.removed.add(gone);
      store.set(({ rows: current }) => ({ rows: current.filter((row) => !wanted.has(row.id)) }));
      setPending(removedIds, 'remove');
      queue.add({ deleteProducts: removedIds.map((removedId) => ({ id: removedId })) });
      return removed;
    },
    /** New places of rows (static assortments only: a dynamic one's order is its query's sort). */
    sortProducts: (moves: readonly { id: string; sortOrder: number }[]) => {
      if (store.get().assortment.method === 'dynamic' || moves.length === 0 || !guard()) return;
      const places = new Map(moves.map((move) => [move.id, move.sortOrder]));
      store.set(({ rows }) => ({
        rows: rows.map((row) => (places.has(row.id) ? { ...row, sortOrder: places.get(row.id)! } : row)),
      }));
      queue.add({ sortProducts: [...moves] });
    },
    /** Assortment properties: shown at once, saved in the next batch. View settings pass `guarded: false`. */
    patch: (patch: AssortmentPatch, { guarded = true }: { guarded?: boolean } = {}) => {
      if (guarded && !guard()) return false;
      store.set(({ assortment }) => ({ assortment: { ...assortment, ...patch } as Assortment }));
      queue.add({ patch });
      return true;
    },
    /** A batch saved elsewhere (a co-editor's, from the live feed): merged like an answer. */
    applyRemoteBatch: (batch: RemoteBatch) => applyBatch(batch),
    dispose: queue.dispose,
  };
};
