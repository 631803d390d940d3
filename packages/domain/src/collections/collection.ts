import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { assortmentChannels, assortmentRegions } from '../assortments/assortment-constants.js';
import { assortmentMethods, orgTypes, seasonNames } from '../seasons/season.js';

/** Spec part 2 §9.4: a new collection is called Default. */
export const DEFAULT_COLLECTION_NAME = 'Default';
/** Products in one collection. */
export const MAX_COLLECTION_PRODUCTS = 5_000;

const style = z.string().trim().min(1).max(20).toUpperCase();
const color = z.string().trim().min(1).max(10).toUpperCase();

const collectionProductSchema = z.object({ style, color, selected: z.boolean().default(true) });
export type CollectionProduct = z.infer<typeof collectionProductSchema>;

/** What a collection is linked to: one assortment (linkageId), or a season's line (linkageObject). */
const collectionLinkageObjectSchema = z.object({
  channel: z.enum(assortmentChannels).optional(),
  method: z.enum(assortmentMethods).optional(),
  orgType: z.enum(orgTypes).optional(),
  productType: z.enum(productTypes).optional(),
  region: z.enum(assortmentRegions).optional(),
  season: z.enum(seasonNames).optional(),
  year: z.number().int().min(2000).max(2100).optional(),
});

const linkage = z.discriminatedUnion('linkageType', [
  z.object({ linkageType: z.literal('linkageId'), linkageId: z.uuid() }),
  z.object({ linkageType: z.literal('linkageObject'), linkageObject: collectionLinkageObjectSchema }),
]);

export const collectionTypeParamsSchema = z.object({ type: z.string().regex(/^[A-Za-z]{1,40}$/) });
export const collectionBatchParamsSchema = collectionTypeParamsSchema.extend({ id: z.uuid() });

/** A collection (spec part 1 §3 Collection). */
export const collectionSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  collectionType: z.string(),
  linkageType: z.enum(['linkageId', 'linkageObject']),
  linkageModel: z.literal('Assortment'),
  linkageId: z.uuid().nullable(),
  linkageObject: collectionLinkageObjectSchema.nullable(),
  products: z.array(collectionProductSchema),
  modifiedDate: z.iso.datetime(),
});
export type Collection = z.infer<typeof collectionSchema>;

/** POST /api/collections/{type}: a new collection, named Default unless told. */
export const createCollectionRequestSchema = z.intersection(
  linkage,
  z.object({
    name: z.string().trim().min(1).max(100).default(DEFAULT_COLLECTION_NAME),
    products: z.array(collectionProductSchema).max(MAX_COLLECTION_PRODUCTS).default([]),
  }),
);

/** POST /api/collections/{type}/query: the caller's collections with that linkage (the Default one made when none). */
export const collectionQueryRequestSchema = linkage;

/** POST /api/collections/{type}/batch/{id}: products added, removed or (de)selected, flushed after 1,000 ms. */
export const collectionBatchRequestSchema = z.object({
  addProducts: z.array(collectionProductSchema).max(MAX_COLLECTION_PRODUCTS).optional(),
  removeProducts: z.array(z.object({ style, color })).max(MAX_COLLECTION_PRODUCTS).optional(),
  updateProducts: z
    .array(z.object({ style, color, selected: z.boolean() }))
    .max(MAX_COLLECTION_PRODUCTS)
    .optional(),
  name: z.string().trim().min(1).max(100).optional(),
});
export type CollectionBatchRequest = z.infer<typeof collectionBatchRequestSchema>;

const keyOf = (product: { style: string; color: string }) => `${product.style}_${product.color}`;

/** A batch on a collection's products: adds never duplicate, removes and updates by style-colour. */
export const applyCollectionBatch = (
  products: readonly CollectionProduct[],
  batch: CollectionBatchRequest,
): CollectionProduct[] => {
  const byKey = new Map(products.map((product) => [keyOf(product), product]));
  for (const product of batch.addProducts ?? []) if (!byKey.has(keyOf(product))) byKey.set(keyOf(product), product);
  for (const product of batch.removeProducts ?? []) byKey.delete(keyOf(product));
  for (const product of batch.updateProducts ?? []) {
    const current = byKey.get(keyOf(product));
    if (current) byKey.set(keyOf(product), { ...current, selected: product.selected });
  }
  return [...byKey.values()];
};
