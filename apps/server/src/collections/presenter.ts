import type { Collection } from '@stride/domain';
import type { CollectionRow } from './tables.js';

/** A collection as the API answers it (spec part 1 §3 Collection). */
export const presentCollection = (row: CollectionRow): Collection => ({
  _id: row.id,
  name: row.name,
  collectionType: row.collectionType,
  linkageType: row.linkageType,
  linkageModel: 'Assortment',
  linkageId: row.linkageId,
  linkageObject: row.linkageObject ?? null,
  products: row.products,
  modifiedDate: row.modifiedDate.toISOString(),
});
