import { type AssortmentPatch, fullName, MAX_ASSORTMENT_PRODUCTS, type User } from '@stride/domain';
import { invalidInput } from '../platform/errors.js';
import type { Transaction } from './batch-load.js';
import { patchBefore, patchColumns } from './patch-columns.js';
import { createProductRowsRepository } from './product-rows-repository.js';
import { createAssortmentsRepository } from './repository.js';
import type { AssortmentRow, BatchRecord } from './tables.js';
import type { WorkingSet } from './working-set.js';

export type BatchKind = 'create' | 'batch' | 'restore' | 'rename' | 'merge';

/** Writes a working set and a patch as the next version, with its record. */
export const commitBatch = async (
  tx: Transaction,
  input: {
    row: AssortmentRow;
    set: WorkingSet;
    patch: AssortmentPatch;
    user: User;
    kind: BatchKind;
  },
  now: () => Date,
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
