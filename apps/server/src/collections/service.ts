import {
  applyCollectionBatch,
  type CollectionBatchRequest,
  type createCollectionRequestSchema,
  DEFAULT_COLLECTION_NAME,
  MAX_COLLECTION_PRODUCTS,
} from '@stride/domain';
import type { z } from 'zod';
import { invalidInput, notFound } from '../platform/errors.js';
import { presentCollection } from './presenter.js';
import type { CollectionLinkage, CollectionScope, CollectionsRepository } from './repository.js';

const linkageOf = (linkage: CollectionLinkage) => ({
  linkageType: linkage.linkageType,
  linkageId: linkage.linkageType === 'linkageId' ? linkage.linkageId : null,
  linkageObject: linkage.linkageType === 'linkageObject' ? linkage.linkageObject : null,
});

/** Collections of spec part 2 §7.5; each user reads and writes only their own (the scope). */
export const createCollectionsService = (deps: { collections: CollectionsRepository }) => ({
  list: async (scope: CollectionScope) => (await deps.collections.list(scope)).map(presentCollection),

  create: async (scope: CollectionScope, body: z.infer<typeof createCollectionRequestSchema>) =>
    presentCollection(
      await deps.collections.insert({
        ...scope,
        name: body.name,
        ...linkageOf(body),
        products: applyCollectionBatch([], { addProducts: body.products }),
      }),
    ),

  /** The collections with this linkage; the Default one is made when there is none. */
  linked: async (scope: CollectionScope, linkage: CollectionLinkage) => {
    const found = await deps.collections.listLinked(scope, linkage);
    if (found.length > 0) return found.map(presentCollection);
    return [
      presentCollection(
        await deps.collections.insert({ ...scope, name: DEFAULT_COLLECTION_NAME, ...linkageOf(linkage) }),
      ),
    ];
  },

  batch: async (scope: CollectionScope, id: string, batch: CollectionBatchRequest) => {
    const updated = await deps.collections.updateLocked(scope, id, (row) => {
      const products = applyCollectionBatch(row.products, batch);
      if (products.length > MAX_COLLECTION_PRODUCTS) {
        throw invalidInput('addProducts', `A collection holds at most ${MAX_COLLECTION_PRODUCTS} products.`);
      }
      return { products, ...(batch.name ? { name: batch.name } : {}) };
    });
    if (!updated) throw notFound('The collection');
    return presentCollection(updated);
  },
});

export type CollectionsService = ReturnType<typeof createCollectionsService>;
