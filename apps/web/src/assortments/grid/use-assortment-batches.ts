import {
  type Assortment,
  type AssortmentBatchAnswer,
  type AssortmentBatchOperation,
  type AssortmentPatch,
  type AssortmentProduct,
  type AssortmentWithProducts,
  DEBOUNCE_MS,
  LONG_WAIT_THRESHOLD,
  pillarsByProductType,
  toStyleColorId,
} from '@stride/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createStore, type Store } from '../../shared/state/create-store';
import { toasts } from '../../shared/toasts/toast-store';
import { clearShowroom } from '../../showroom';
import { isUserLock, reloadAssortment, renameAssortmentProducts, saveAssortmentBatch } from './api';
import { mergeBatchHeader, mergeBatchRows, type RemoteBatch } from './batch-merge';
import { announceBatch, showUserLock } from './batch-notices';
import { addIdsIn, batchRowCount, deletesIn, enqueue, type QueuedOperation, takeBatch, updatesIn } from './batch-queue';
import { applyEditsLocally, type RowEdit, type RowEditProblem } from './row-edits';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
export type PendingChange = 'add' | 'remove';
export type ProductToAdd = NonNullable<AssortmentBatchOperation['addProducts']>[number];

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

/** Who wants to know of a change of the whole set of rows (the edit history is cleared then). */
type BatchesOptions = { onReset?: () => void; onProblems?: (problems: RowEditProblem[]) => void };
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
 * is applied here at once (row edits by the domain's cell rules) and queued; after
 * DEBOUNCE_MS.gridEdit of quiet the queue goes as ONE PATCH …/batch/{id}?baseVersion={version}.
 * One batch is in flight at a time; what is edited meanwhile goes in the next batch, made on the
 * version the answer brings. The answer's rows replace the local ones (they are authoritative),
 * its deleted ids go, the version advances. A refused batch (409 userLock) offers a reload; any
 * other failure shows 'Save failed'. While a long save or a reload shows the updating bar,
 * changes are dropped with an info toast; so are they while another editor holds the edit lock.
 */
export const useAssortmentBatches = (loaded: AssortmentWithProducts, options: BatchesOptions = {}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The first answer only: from then on the rows are kept here (edits, batch answers, reloads).
  const [first] = useState(loaded);
  const [store] = useState<Store<AssortmentGridState>>(() => createStore(initialState(first)));
  const latest = useRef({ t, options, queryClient });
  latest.current = { t, options, queryClient };

  const controls = useMemo(() => {
    const id = first._id;
    const ref = { _id: id, orgType: first.orgType };
    let version = first.version;
    let queue: QueuedOperation[] = [];
    let inFlight: QueuedOperation[] | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Ids added or deleted on purpose, announced with a count once answered. */
    const announced = { added: new Set<string>(), removed: new Set<string>() };

    const rulesContext = () => {
      const { assortment } = store.get();
      return { labels: assortment.labels, pillars: pillarsByProductType[assortment.productType] };
    };
    // The grid writes a typed value into its row object before the rules have seen it; the rules
    // read each row as it was handed to the grid, kept aside when the row object joins the rows.
    const asHanded = new WeakMap<AssortmentProduct, AssortmentProduct>();
    let handedRows: AssortmentProduct[] | null = null;
    const keepAsHanded = () => {
      const { rows } = store.get();
      if (rows === handedRows) return;
      handedRows = rows;
      for (const row of rows) if (!asHanded.has(row)) asHanded.set(row, { ...row });
    };
    keepAsHanded();
    store.subscribe(keepAsHanded);
    const rowsById = () => new Map(store.get().rows.map((row) => [row.id, asHanded.get(row) ?? row]));
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
        toasts.show({
          type: 'info',
          message: latest.current.t('internalAssortments.lock.dropped', { name: lockedBy }),
        });
        return false;
      }
      if (!isUpdating()) return true;
      toasts.show({ type: 'info', message: latest.current.t('assortmentGrid.updating') });
      return false;
    };

    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), DEBOUNCE_MS.gridEdit);
    };
    const queueOperation = (operation: QueuedOperation) => {
      queue = enqueue(queue, operation);
      schedule();
    };

    /** Local edits not yet answered, applied again on rows a batch brought. */
    const reapplyUnanswered = () => {
      const unanswered = [...(inFlight ?? []), ...queue];
      const deleted = deletesIn(unanswered);
      if (deleted.size > 0) store.set(({ rows }) => ({ rows: rows.filter((row) => !deleted.has(row.id)) }));
      const edits = updatesIn(unanswered);
      if (edits.length > 0) replaceRows(applyEditsLocally(rowsById(), edits, rulesContext()).changed);
    };

    const applyBatch = (batch: RemoteBatch) => {
      version = Math.max(version, batch.version);
      // Its lines, their pictures or its query changed: the showroom kept for it is out of date.
      void clearShowroom(latest.current.queryClient, id);
      store.set(({ rows, assortment }) => ({
        rows: mergeBatchRows(rows, batch),
        assortment: mergeBatchHeader(assortment, batch),
      }));
      reapplyUnanswered();
    };

    const flush = async (): Promise<void> => {
      clearTimeout(timer);
      if (inFlight || queue.length === 0) return;
      const [batch, rest] = takeBatch(queue);
      queue = rest;
      inFlight = batch;
      store.set({ saveStatus: 'saving', longSave: batchRowCount(batch) >= LONG_WAIT_THRESHOLD });
      const settledIds = [...addIdsIn(batch), ...deletesIn(batch)];
      try {
        const answer: AssortmentBatchAnswer = await saveAssortmentBatch(ref, version, batch);
        inFlight = null;
        applyBatch(answer);
        announceBatch(latest.current.t, answer, announced);
        store.set({ saveStatus: queue.length > 0 ? 'saving' : 'saved' });
      } catch (error) {
        inFlight = null;
        for (const settled of settledIds) {
          announced.added.delete(settled);
          announced.removed.delete(settled);
        }
        store.set({ saveStatus: 'failed' });
        if (isUserLock(error)) showUserLock(latest.current.t, () => void reload());
        else console.warn('Assortment batch failed', error);
      } finally {
        // Settled, unless a queued operation has changed them again.
        setPending(settledIds, null);
        setPending(addIdsIn(queue), 'add');
        setPending([...deletesIn(queue)], 'remove');
        store.set({ longSave: false });
      }
      if (queue.length > 0) await flush();
    };

    /** Once every queued edit is answered (a call outside the queue is then made on the latest version). */
    const settled = async () => {
      while (inFlight || queue.length > 0) {
        if (inFlight) await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS.redraw));
        else await flush();
      }
    };

    /** Reads the assortment again; unsent edits are dropped, as the page would drop them. */
    const reload = async () => {
      clearTimeout(timer);
      queue = [];
      store.set({ reloading: true });
      try {
        const fresh = await reloadAssortment(latest.current.queryClient, ref);
        version = fresh.version;
        void clearShowroom(latest.current.queryClient, id);
        announced.added.clear();
        announced.removed.clear();
        store.set(initialState(fresh));
        latest.current.options.onReset?.();
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
        await settled();
        store.set({ saveStatus: 'saving' });
        try {
          applyBatch(await renameAssortmentProducts(id, version, [{ id: rowId, newStyle, newColor }]));
          store.set({ saveStatus: 'saved' });
          return true;
        } catch (error) {
          store.set({ saveStatus: 'saved' });
          throw error;
        }
      },
      /** The version the next batch is made on. */
      version: () => version,
      flush,
      reload,
      /** The live stream came back after a break: what is queued is saved first, then read again. */
      resync: async () => {
        await settled();
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
        if (outcome.problems.length > 0) latest.current.options.onProblems?.(outcome.problems);
        if (outcome.sent.length > 0) queueOperation({ updateProducts: outcome.sent });
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
        queueOperation({ addProducts: fresh });
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
        queueOperation({ deleteProducts: removedIds.map((removedId) => ({ id: removedId })) });
        return removed;
      },
      /** New places of rows (static assortments only: a dynamic one's order is its query's sort). */
      sortProducts: (moves: readonly { id: string; sortOrder: number }[]) => {
        if (store.get().assortment.method === 'dynamic' || moves.length === 0 || !guard()) return;
        const places = new Map(moves.map((move) => [move.id, move.sortOrder]));
        store.set(({ rows }) => ({
          rows: rows.map((row) => (places.has(row.id) ? { ...row, sortOrder: places.get(row.id)! } : row)),
        }));
        queueOperation({ sortProducts: [...moves] });
      },
      /** Assortment properties: shown at once, saved in the next batch. View settings pass `guarded: false`. */
      patch: (patch: AssortmentPatch, { guarded = true }: { guarded?: boolean } = {}) => {
        if (guarded && !guard()) return false;
        store.set(({ assortment }) => ({ assortment: { ...assortment, ...patch } as Assortment }));
        queueOperation({ patch });
        return true;
      },
      /** A batch saved elsewhere (a co-editor's, from the live feed): merged like an answer. */
      applyRemoteBatch: (batch: RemoteBatch) => applyBatch(batch),
      dispose: () => {
        clearTimeout(timer);
        void flush();
      },
    };
  }, [first, store]);

  // Edits still waiting when the grid closes are sent rather than lost.
  useEffect(() => () => controls.dispose(), [controls]);
  return controls;
};

export type AssortmentBatches = ReturnType<typeof useAssortmentBatches>;
