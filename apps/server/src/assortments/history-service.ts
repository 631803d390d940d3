import {
  type AssortmentHistoryEntry,
  type AssortmentPatch,
  type AssortmentPatchField,
  fromStyleColorId,
  type User,
  viewStatePatchFields,
} from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { invalidInput } from '../platform/errors.js';
import { assertEditable } from './access.js';
import type { AssortmentBatchService } from './batch-service.js';
import { rowPricing } from './presenter.js';
import { createProductRowsRepository } from './product-rows-repository.js';
import { createAssortmentsRepository } from './repository.js';
import type { BatchRecord } from './tables.js';
import { createWorkingSet } from './working-set.js';

const HISTORY_SAMPLE = 20;

/** Rows and properties as they were at a version: the oldest before-image of each batch after it. */
const stateAt = (records: readonly BatchRecord[]) => {
  const rows = new Map<string, BatchRecord['before'][string]>();
  const patch: Record<string, unknown> = {};
  // Newest first: each older batch overwrites, so the oldest before-image wins.
  for (const record of records) {
    for (const [id, before] of Object.entries(record.before)) rows.set(id, before);
    Object.assign(patch, record.patchBefore);
  }
  for (const field of viewStatePatchFields) delete patch[field];
  return { rows, patch: patch as AssortmentPatch };
};

/** An assortment's saved batches, and restoring it as it was at one of them (as a new batch). */
export const createAssortmentHistoryService = (deps: {
  db: Database;
  batches: AssortmentBatchService;
  bypassPermissions: boolean;
}) => ({
  history: async (user: User, id: string): Promise<AssortmentHistoryEntry[]> => {
    const repository = createAssortmentsRepository(deps.db);
    assertEditable(user, await repository.find(id), deps.bypassPermissions);
    return (await repository.history(id)).map((batch) => {
      const { record } = batch;
      return {
        version: batch.version,
        kind: batch.kind,
        user: { _id: batch.userId, name: batch.userName },
        createdDate: batch.createdDate.toISOString(),
        added: record.added.length,
        deleted: record.deleted.length,
        updated: record.updated.length,
        sorted: record.sorted.length,
        patched: Object.keys(record.patchBefore) as AssortmentPatchField[],
        sample: [...record.added, ...record.updated, ...record.deleted].slice(0, HISTORY_SAMPLE),
      };
    });
  },

  /** A saved batch as the live fan-out sends it: what it changed, as of now. */
  savedBatch: async (id: string, version: number) => {
    const repository = createAssortmentsRepository(deps.db);
    const [batch, assortment] = await Promise.all([repository.batch(id, version), repository.find(id)]);
    if (!batch || !assortment) return null;
    const { record } = batch;
    return {
      assortment,
      version,
      changedIds: [...new Set([...record.added, ...record.updated, ...record.sorted])],
      deleted: record.deleted,
      skipped: [],
      user: { _id: batch.userId, name: batch.userName },
    };
  },

  restore: (user: User, id: string, version: number) =>
    deps.batches.inLockedAssortment(user, id, async (tx, row) => {
      if (version >= row.version) {
        throw invalidInput('version', 'Choose an earlier version to restore.', { version: row.version });
      }
      const batches = await createAssortmentsRepository(tx).batchesAfter(id, version);
      const target = stateAt(batches.map((batch) => batch.record));
      const loaded = await createProductRowsRepository(tx).catalogueRows(id, row.locationId, {
        ids: [...target.rows.keys()],
      });
      const set = createWorkingSet(loaded, rowPricing);
      for (const [rowId, before] of target.rows) {
        if (before === null) set.remove(rowId);
        else if (set.get(rowId)) {
          set.setValues(rowId, before.values);
          set.move(rowId, before.sortOrder);
        } else {
          const ids = fromStyleColorId(rowId);
          if (!ids) continue;
          const pricing = { cost: null, suggestedRetail: null, decimalPlaces: row.decimalsPlaces };
          set.add({ id: rowId, ...ids, sortOrder: before.sortOrder, values: before.values, pricing });
        }
      }
      const saved = await deps.batches.commit(tx, {
        row,
        set,
        patch: target.patch,
        user,
        kind: 'restore',
      });
      return { ...saved, skipped: [] };
    }),
});

export type AssortmentHistoryService = ReturnType<typeof createAssortmentHistoryService>;
