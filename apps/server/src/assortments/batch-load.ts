import { type AssortmentBatchOperation, batchConflicts, styleLevelRowFields, toStyleColorId } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import { userLock } from '../platform/errors.js';
import { rowPricing } from './presenter.js';
import { createProductRowsRepository } from './product-rows-repository.js';
import type { AssortmentRow } from './tables.js';
import { createWorkingSet } from './working-set.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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

/** Reads what the batch touches into a working set, after the conflict check. */
export const loadWorkingSet = async (
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
