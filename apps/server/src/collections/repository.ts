import type { collectionQueryRequestSchema } from '@stride/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../platform/db/database.js';
import { type CollectionRow, collections } from './tables.js';

/** Whose collections of which type: every read and write is scoped to one owner. */
export type CollectionScope = { ownerId: string; collectionType: string };

/** One assortment (linkageId) or a season's line (linkageObject). */
export type CollectionLinkage = z.infer<typeof collectionQueryRequestSchema>;

export type NewCollection = typeof collections.$inferInsert;

const inScope = (scope: CollectionScope) =>
  and(eq(collections.ownerId, scope.ownerId), eq(collections.collectionType, scope.collectionType));

export const createCollectionsRepository = (db: Database) => ({
  /** Most recently changed first. */
  list: (scope: CollectionScope) =>
    db.select().from(collections).where(inScope(scope)).orderBy(desc(collections.modifiedDate)),

  /** Those linked to the same assortment id or the same linkage object, most recently changed first. */
  listLinked: (scope: CollectionScope, linkage: CollectionLinkage) =>
    db
      .select()
      .from(collections)
      .where(
        and(
          inScope(scope),
          linkage.linkageType === 'linkageId'
            ? eq(collections.linkageId, linkage.linkageId)
            : sql`${collections.linkageObject} = ${JSON.stringify(linkage.linkageObject)}::jsonb`,
        ),
      )
      .orderBy(desc(collections.modifiedDate)),

  insert: async (row: NewCollection) => (await db.insert(collections).values(row).returning())[0]!,

  /**
   * Changes one collection under a row lock, so concurrent batches apply one at a time; `change`
   * sees the locked row and may throw to refuse. Null when the scope has no such collection.
   */
  updateLocked: (
    scope: CollectionScope,
    id: string,
    change: (row: CollectionRow) => Pick<NewCollection, 'products'> & Partial<Pick<NewCollection, 'name'>>,
  ) =>
    db.transaction(async (tx) => {
      const where = and(eq(collections.id, id), inScope(scope));
      const [row] = await tx.select().from(collections).where(where).for('update');
      if (!row) return null;
      const [updated] = await tx
        .update(collections)
        .set({ ...change(row), modifiedDate: new Date() })
        .where(where)
        .returning();
      return updated!;
    }),
});

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
