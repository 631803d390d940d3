import {
  type AssortmentBatchOperation,
  type AssortmentPatch,
  type AssortmentRowValues,
  applyRowChanges,
  batchConflicts,
  fullName,
  isViewStateOnly,
  MAX_ASSORTMENT_PRODUCTS,
  pillarsByProductType,
  styleLevelRowFields,
  toStyleColorId,
  type User,
} from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { invalidInput, userLock } from '../platform/errors.js';
import { assertEditable, assertItem } from './access.js';
import { createEditLocks } from './edit-lock.js';
import { assertInternalPatch } from './internal-patch.js';
import { patchBefore, patchColumns } from './patch-columns.js';
import { rowPricing } from './presenter.js';
import { createProductRowsRepository } from './product-rows-repository.js';
import { createAssortmentsRepository } from './repository.js';
import type { AssortmentRow, BatchRecord } from './tables.js';
import { createWorkingSet, type WorkingSet } from './working-set.js';

export type SkippedAdd = { id: string; reason: 'alreadyInAssortment' | 'notFound' | 'notAllowed' };
export type BatchKind = 'create' | 'batch' | 'restore' | 'rename' | 'merge';

/** What a saved batch changed: the answer and the live fan-out read the rows back from this. */
export type SavedBatch = {
  assortment: AssortmentRow;
  version: number;
  changedIds: string[];
  deleted: string[];
  skipped: SkippedAdd[];
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The ids a batch reads before it applies: every row it names. */
const namedIds = (operations: readonly AssortmentBatchOperation[]) => {
  const ids = new Set<string>();
  for (const operation of operations) {
    for (const add of operation.addProducts ?? []) ids.add(toStyleColorId(add.style, add.color));
    for (const { id } of [
      ...(operation.deleteProducts ?? []),
      ...(operation.updateProducts ?? []),
      ...(operation.sortProducts ?? []),
    ])
      ids.add(id);
  }
  return [...ids];
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
  now?: () => Date;
}) => {
  const now = deps.now ?? (() => new Date());
  const editLocks = createEditLocks({ now });

  /** Reads what the batch touches into a working set, after the conflict check. */
  const load = async (
    tx: Transaction,
    row: AssortmentRow,
    operations: readonly AssortmentBatchOperation[],
    base: number | null,
  ) => {
    const rowsRepository = createProductRowsRepository(tx);
    const named = await rowsRepository.catalogueRows(row.id, row.locationId, { ids: namedIds(operations) });
    const styles = new Set<string>();
    for (const operation of operations) {
      for (const update of operation.updateProducts ?? []) {
        if (!Object.keys(update.changes).some((field) => styleLevelRowFields.includes(field as never))) continue;
        const style = named.find((candidate) => candidate.id === update.id)?.style;
        if (style) styles.add(style);
      }
    }
    const namedSet = new Set(named.map((candidate) => candidate.id));
    const siblings =
      styles.size > 0
        ? (await rowsRepository.catalogueRows(row.id, row.locationId, { styles: [...styles] })).filter(
            (candidate) => !namedSet.has(candidate.id),
          )
        : [];
    const loaded = [...named, ...siblings];
    if (base !== null && base < row.version) {
      const versions = new Map(
        loaded.map((candidate) => [
          candidate.id,
          { style: candidate.style, version: candidate.version, fieldVersions: candidate.field_versions },
        ]),
      );
      const conflicts = batchConflicts({
        base,
        operations,
        rows: versions,
        rowsOfStyle: (style) => [...versions].filter(([, candidate]) => candidate.style === style),
        assortmentId: row.id,
        assortmentFieldVersions: row.fieldVersions,
      });
      if (conflicts.length > 0) throw userLock(conflicts);
    }
    return createWorkingSet(loaded, rowPricing);
  };

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

  /** Writes a working set and a patch as the next version, with its record. */
  const commit = async (
    tx: Transaction,
    input: {
      row: AssortmentRow;
      set: WorkingSet;
      patch: AssortmentPatch;
      user: User;
      kind: BatchKind;
    },
  ) => {
    const { row, set, user } = input;
    const version = row.version + 1;
    const rowsRepository = createProductRowsRepository(tx);
    const plan = set.plan(version);
    await rowsRepository.delete(row.id, plan.deletes);
    await rowsRepository.insert(row.id, version, plan.inserts);
    await rowsRepository.updateValues(row.id, version, plan.updates);
    await rowsRepository.updateSortOrders(row.id, plan.sorts);
    const productCount = await rowsRepository.count(row.id);
    if (productCount > MAX_ASSORTMENT_PRODUCTS) {
      throw invalidInput('addProducts', `An assortment holds at most ${MAX_ASSORTMENT_PRODUCTS} products.`, {
        limit: MAX_ASSORTMENT_PRODUCTS,
      });
    }
    const columns = patchColumns(row, input.patch);
    const fieldVersions = { ...row.fieldVersions };
    for (const field of Object.keys(columns)) fieldVersions[field] = version;
    const editor = { id: user._id, name: fullName(user) };
    const assortment = await createAssortmentsRepository(tx).update(row.id, {
      ...columns,
      fieldVersions,
      version,
      productCount,
      modifiedDate: now(),
      lastEditedBy: editor.id,
      lastEditedByName: editor.name,
    });
    const record: BatchRecord = { ...plan.record, patchBefore: patchBefore(row, columns) };
    await createAssortmentsRepository(tx).insertBatch({
      assortmentId: row.id,
      version,
      kind: input.kind,
      userId: editor.id,
      userName: editor.name,
      record,
    });
    return {
      assortment,
      version,
      changedIds: [...new Set([...record.added, ...record.updated, ...record.sorted])],
      deleted: record.deleted,
    };
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
      return work(tx, row);
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
