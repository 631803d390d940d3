import type { Collection } from '@stride/domain';
import { and, desc, eq } from 'drizzle-orm';
import { presentCollection } from '../collections/presenter.js';
import { collections } from '../collections/tables.js';
import type { Database } from '../platform/db/database.js';

/** Collections of assortments are of type Assortment, linked by the assortment's id (spec part 1 §3 Collection). */
const ASSORTMENT_COLLECTION_TYPE = 'Assortment';

/**
 * A user's Default collection of an assortment: the newest linked one, as the collection query
 * answers first. Only read: null until that query has made one.
 */
export const findDefaultCollection = async (
  db: Database,
  ownerId: string,
  assortmentId: string,
): Promise<Collection | null> => {
  const [row] = await db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.ownerId, ownerId),
        eq(collections.collectionType, ASSORTMENT_COLLECTION_TYPE),
        eq(collections.linkageId, assortmentId),
      ),
    )
    .orderBy(desc(collections.modifiedDate))
    .limit(1);
  return row ? presentCollection(row) : null;
};
