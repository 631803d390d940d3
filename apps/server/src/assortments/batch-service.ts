import {
  type AssortmentBatchOperation,
  type AssortmentPatch,
  type AssortmentRowValues,
  applyRowChanges,
  isViewStateOnly,
  pillarsByProductType,
  styleLevelRowFields,
  toStyleColorId,
  type User,
} from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { invalidInput } from '../platform/errors.js';
import type { WebhookPublisher } from '../webhooks/publish.js';
import { assertEditable, assertItem } from './access.js';
import { type BatchKind, commitBatch } from './batch-commit.js';
import { loadWorkingSet, type Transaction } from './batch-load.js';
import { createEditLocks } from './edit-lock.js';
import { assertInternalPatch } from './internal-patch.js';
import { patchColumns } from './patch-columns.js';
import { rowPricing } from './presenter.js';
import { createProductRowsRepository } from './product-rows-repository.js';
import { createAssortmentsRepository } from './repository.js';
import type { AssortmentRow } from './tables.js';
import type { WorkingSet } from './working-set.js';

export type SkippedAdd = { id: string; reason: 'alreadyInAssortment' | 'notFound' | 'notAllowed' };

/** What a saved batch changed: the answer and the live fan-out read the rows back from this. */
export type SavedBatch = {
  assortment: AssortmentRow;
  version: number;
  changedIds: string[];
  deleted: string[];
  skipped: SkippedAdd[];
};

/**
 * Saves batches of an assortment (spec part 2 §7.3 PATCH batch). One transaction per batch,
 * the assortment row locked so versions never interleave; a batch made on an older version is
 * refused whole when it writes a cell changed since (batchConflicts); every saved batch is kept
 * with what it replaced, for the history, restores and the live fan-out.
 */
export const createAssortmentBatchService = (deps: {
  db: Database;
  bypassPermissions: boolean;
  /** Called after a batch commits (the live fan-out). */
  onSaved?: (assortmentId: string, version: number) => Promise<void> | void;
  /** Tells webhook endpoints of each saved batch, in its transaction. */
  publish?: WebhookPublisher;
  now?: () => Date;
}) => {
  const now = deps.now ?? (() => new Date());
  const editLocks = createEditLocks({ now });

  const load = loadWorkingSet;
  const commit = (tx: Transaction, input: Parameters<typeof commitBatch>[1]) => commitBatch(tx, input, now);

  const addProducts = async (
    tx: Transaction,
    row: AssortmentRow,
    set: WorkingSet,
    adds: NonNullable<AssortmentBatchOperation['addProducts']>,
    skipped: SkippedAdd[],
  ) => {
    const ids = adds.map((add) => toStyleColorId(add.style, add.color));
    const catalogue = new Map(
      (await createProductRowsRepository(tx).catalogueProducts(ids, row.locationId)).map((product) => [
        product.id,
        product,
      ]),
    );
    let next = (await createProductRowsRepository(tx).maxSortOrder(row.id)) + 1;
    for (const add of adds) {
      const id = toStyleColorId(add.style, add.color);
      const product = catalogue.get(id);
      if (set.get(id)) skipped.push({ id, reason: 'alreadyInAssortment' });
      else if (!product) skipped.push({ id, reason: 'notFound' });
      else if (product.product_type !== row.productType) skipped.push({ id, reason: 'notAllowed' });
      else {
        set.add({
          id,
          style: add.style,
          color: add.color,
          sortOrder: add.sortOrder ?? next++,
          values: {},
          pricing: rowPricing(product),
        });
        if (add.changes) updateRow(row, set, id, add.changes);
      }
    }
  };

  /** One row's edits through the domain's cell rules; style-level values reach every colour of the style. */
  const updateRow = (
    row: AssortmentRow,
    set: WorkingSet,
    id: string,
    changes: NonNullable<AssortmentBatchOperation['updateProducts']>[number]['changes'],
  ) => {
    const current = set.get(id);
    if (!current) throw invalidInput('updateProducts', `${id} is not in the assortment.`, { id });
    const { values } = applyRowChanges({ ...current.pricing, ...current.values }, changes, {
      labels: row.labels,
      pillars: pillarsByProductType[row.productType],
    });
    set.setValues(id, { ...current.values, ...values });
    const shared = Object.entries(values).filter(([field]) => styleLevelRowFields.includes(field as never));
    if (shared.length === 0) return;
    for (const sibling of set.rowsOfStyle(current.style)) {
      if (sibling.id !== id)
        set.setValues(sibling.id, { ...sibling.values, ...Object.fromEntries(shared) } as AssortmentRowValues);
    }
  };

  /** Applies operations to a locked (or new) assortment and commits them as the next version. */
  const applyIn = async (
    tx: Transaction,
    input: {
      user: User;
      row: AssortmentRow;
      base: number | null;
      operations: AssortmentBatchOperation[];
      kind: BatchKind;
    },
  ): Promise<SavedBatch> => {
    const { row, base, operations } = input;
    if (base !== null && base > row.version) {
      throw invalidInput('baseVersion', `Version ${base} of this assortment does not exist yet.`, {
        version: row.version,
      });
    }
    if (row.orgType === 'internal') {
      const patch: AssortmentPatch = Object.assign({}, ...operations.map((operation) => operation.patch ?? {}));
      if (Object.keys(patch).length > 0) await assertInternalPatch(tx, input.user, row, patch, deps.bypassPermissions);
    }
    if (input.kind === 'batch' && isViewStateOnly(operations)) {
      const patch = Object.assign({}, ...operations.map((operation) => operation.patch));
      const assortment =
        Object.keys(patch).length > 0
          ? await createAssortmentsRepository(tx).update(row.id, patchColumns(row, patch))
          : row;
      return { assortment, version: row.version, changedIds: [], deleted: [], skipped: [] };
    }
    const set = await load(tx, row, operations, base);
    const skipped: SkippedAdd[] = [];
    let patch: AssortmentPatch = {};
    for (const operation of operations) {
      // The patch first, so rows of the same batch may take a label it adds.
      if (operation.patch) patch = { ...patch, ...operation.patch };
      const withLabels = operation.patch?.labels ? { ...row, labels: operation.patch.labels } : row;
      if (operation.addProducts) await addProducts(tx, withLabels, set, operation.addProducts, skipped);
      for (const { id } of operation.deleteProducts ?? []) set.remove(id);
      for (const update of operation.updateProducts ?? []) updateRow(withLabels, set, update.id, update.changes);
      // A dynamic assortment's order is its query's sort (spec part 1 §4): no sort is kept.
      if (row.method !== 'dynamic')
        for (const { id, sortOrder } of operation.sortProducts ?? []) set.move(id, sortOrder);
    }
    return { ...(await commit(tx, { row, set, patch, user: input.user, kind: input.kind })), skipped };
  };

  /** Runs `work` on the locked assortment in one transaction; the fan-out hears of it after the commit. */
  const inLockedAssortment = async (
    user: User,
    assortmentId: string,
    work: (tx: Transaction, row: AssortmentRow) => Promise<SavedBatch>,
  ): Promise<SavedBatch> => {
    let before = 0;
    const saved = await deps.db.transaction(async (tx) => {
      const row = assortItemOf(user, await createAssortmentsRepository(tx).lock(assortmentId));
      if (row.orgType === 'internal') await editLocks.assertWritable(tx, user, row.id);
      before = row.version;
      const batch = await work(tx, row);
      if (batch.version !== before) {
        await deps.publish?.(
          'assortment.saved',
          { assortmentId, version: batch.version, changed: batch.changedIds.length, removed: batch.deleted.length },
          { orderingKey: assortmentId, executor: tx },
        );
      }
      return batch;
    });
    if (saved.version !== before) await deps.onSaved?.(assortmentId, saved.version);
    return saved;
  };
  const assortItemOf = (user: User, row: AssortmentRow | undefined) =>
    assertItem(assertEditable(user, row, deps.bypassPermissions));

  return {
    applyIn,
    commit,
    load,
    inLockedAssortment,

    /** PATCH /api/assortments/batch/{id}; base null (PATCH /{id}) skips the conflict check: last write wins. */
    apply: (user: User, assortmentId: string, base: number | null, operations: AssortmentBatchOperation[]) =>
      inLockedAssortment(user, assortmentId, (tx, row) => applyIn(tx, { user, row, base, operations, kind: 'batch' })),
  };
};

export type AssortmentBatchService = ReturnType<typeof createAssortmentBatchService>;
