import type { Assortment, AssortmentProduct } from '@stride/domain';

/** What a batch answer or a live co-editor's batch brings (the shape of assortmentBatchAnswerSchema). */
export type RemoteBatch = {
  version: number;
  products: readonly AssortmentProduct[];
  deleted: readonly string[];
  assortment: Assortment;
};

const bySortOrder = (a: AssortmentProduct, b: AssortmentProduct) => a.sortOrder - b.sortOrder;

/**
 * The rows after a batch: its rows (as stored now, so authoritative) replace the local ones,
 * unless the local row is newer (a later batch's answer came first); new rows join in their
 * sort order; deleted ids go. Answers the same array when nothing changed.
 */
export const mergeBatchRows = (rows: readonly AssortmentProduct[], batch: RemoteBatch): AssortmentProduct[] => {
  const incoming = new Map(batch.products.map((product) => [product.id, product]));
  const deleted = new Set(batch.deleted);
  let changed = false;
  const merged: AssortmentProduct[] = [];
  for (const row of rows) {
    if (deleted.has(row.id)) {
      changed = true;
      continue;
    }
    const next = incoming.get(row.id);
    incoming.delete(row.id);
    if (next && next.version >= row.version) {
      merged.push(next);
      changed = true;
    } else merged.push(row);
  }
  const added = [...incoming.values()].filter((product) => !deleted.has(product.id));
  if (added.length > 0) return [...merged, ...added].sort(bySortOrder);
  return changed ? merged : (rows as AssortmentProduct[]);
};

/** The header after a batch: the newer of the two (a view-state patch keeps the version). */
export const mergeBatchHeader = (current: Assortment, batch: RemoteBatch): Assortment =>
  batch.assortment.version >= current.version ? batch.assortment : current;
