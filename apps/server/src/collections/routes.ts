import {
  applyCollectionBatch,
  collectionBatchParamsSchema,
  collectionBatchRequestSchema,
  collectionQueryRequestSchema,
  collectionSchema,
  collectionTypeParamsSchema,
  createCollectionRequestSchema,
  DEFAULT_COLLECTION_NAME,
  MAX_COLLECTION_PRODUCTS,
} from '@stride/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../platform/db/database.js';
import { invalidInput, notFound } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { presentCollection } from './presenter.js';
import { collections } from './tables.js';

/** Collections of spec part 2 §7.5; each user reads and writes only their own. */
export const registerCollectionRoutes = (app: App, deps: { db: Database }) => {
  const { db } = deps;
  const access = { access: 'viewAssortments' } as const;
  const tags = ['collections'];

  app.get(
    '/api/collections/:type',
    {
      config: access,
      schema: {
        tags,
        summary: "The caller's collections of a type",
        params: collectionTypeParamsSchema,
        response: { 200: z.array(collectionSchema) },
      },
    },
    async (request) =>
      (
        await db
          .select()
          .from(collections)
          .where(
            and(
              eq(collections.ownerId, signedInUser(request)._id),
              eq(collections.collectionType, request.params.type),
            ),
          )
          .orderBy(desc(collections.modifiedDate))
      ).map(presentCollection),
  );

  app.post(
    '/api/collections/:type',
    {
      config: access,
      schema: {
        tags,
        summary: 'Creates a collection (named Default unless told)',
        params: collectionTypeParamsSchema,
        body: createCollectionRequestSchema,
        response: { 200: collectionSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const [row] = await db
        .insert(collections)
        .values({
          ownerId: signedInUser(request)._id,
          name: body.name,
          collectionType: request.params.type,
          linkageType: body.linkageType,
          linkageId: body.linkageType === 'linkageId' ? body.linkageId : null,
          linkageObject: body.linkageType === 'linkageObject' ? body.linkageObject : null,
          products: applyCollectionBatch([], { addProducts: body.products }),
        })
        .returning();
      return presentCollection(row!);
    },
  );

  app.post(
    '/api/collections/:type/query',
    {
      config: access,
      schema: {
        tags,
        summary: "The caller's collections with a linkage; the Default one is made when there is none",
        params: collectionTypeParamsSchema,
        body: collectionQueryRequestSchema,
        response: { 200: z.array(collectionSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const linkage =
        body.linkageType === 'linkageId'
          ? eq(collections.linkageId, body.linkageId)
          : sql`${collections.linkageObject} = ${JSON.stringify(body.linkageObject)}::jsonb`;
      const where = and(
        eq(collections.ownerId, signedInUser(request)._id),
        eq(collections.collectionType, request.params.type),
        linkage,
      );
      const found = await db.select().from(collections).where(where).orderBy(desc(collections.modifiedDate));
      if (found.length > 0) return found.map(presentCollection);
      const [created] = await db
        .insert(collections)
        .values({
          ownerId: signedInUser(request)._id,
          name: DEFAULT_COLLECTION_NAME,
          collectionType: request.params.type,
          linkageType: body.linkageType,
          linkageId: body.linkageType === 'linkageId' ? body.linkageId : null,
          linkageObject: body.linkageType === 'linkageObject' ? body.linkageObject : null,
        })
        .returning();
      return [presentCollection(created!)];
    },
  );

  app.post(
    '/api/collections/:type/batch/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Adds, removes and (de)selects products',
        params: collectionBatchParamsSchema,
        body: collectionBatchRequestSchema,
        response: { 200: collectionSchema },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const where = and(
          eq(collections.id, request.params.id),
          eq(collections.ownerId, signedInUser(request)._id),
          eq(collections.collectionType, request.params.type),
        );
        const [row] = await tx.select().from(collections).where(where).for('update');
        if (!row) throw notFound('The collection');
        const products = applyCollectionBatch(row.products, request.body);
        if (products.length > MAX_COLLECTION_PRODUCTS) {
          throw invalidInput('addProducts', `A collection holds at most ${MAX_COLLECTION_PRODUCTS} products.`);
        }
        const [updated] = await tx
          .update(collections)
          .set({ products, ...(request.body.name ? { name: request.body.name } : {}), modifiedDate: new Date() })
          .where(where)
          .returning();
        return presentCollection(updated!);
      }),
  );
};
