import {
  collectionBatchParamsSchema,
  collectionBatchRequestSchema,
  collectionQueryRequestSchema,
  collectionSchema,
  collectionTypeParamsSchema,
  createCollectionRequestSchema,
} from '@stride/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { CollectionsService } from './service.js';

/** The caller's collections of the type the path names. */
const scopeOf = (request: FastifyRequest, params: { type: string }) => ({
  ownerId: signedInUser(request)._id,
  collectionType: params.type,
});

/** Collections of spec part 2 §7.5; each user reads and writes only their own. */
export const registerCollectionRoutes = (app: App, { collections }: { collections: CollectionsService }) => {
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
    (request) => collections.list(scopeOf(request, request.params)),
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
    (request) => collections.create(scopeOf(request, request.params), request.body),
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
    (request) => collections.linked(scopeOf(request, request.params), request.body),
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
    (request) => collections.batch(scopeOf(request, request.params), request.params.id, request.body),
  );
};
