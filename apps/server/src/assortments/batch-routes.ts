import {
  assortmentBatchAnswerSchema,
  assortmentBatchQuerySchema,
  assortmentBatchRequestSchema,
  assortmentHistoryEntrySchema,
  idParams,
  mergeAssortmentsRequestSchema,
  renameProductsRequestSchema,
  restoreAssortmentRequestSchema,
} from '@stride/domain';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { plainJsonSerializer } from '../platform/http/plain-json.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { AssortmentBatchService, SavedBatch } from './batch-service.js';
import type { AssortmentCopyService } from './copy-service.js';
import type { AssortmentHistoryService } from './history-service.js';

export type AssortmentBatchRouteDeps = {
  batches: AssortmentBatchService;
  copies: AssortmentCopyService;
  history: AssortmentHistoryService;
  /** The rows a saved batch changed, as the grid shows them. */
  batchAnswer: (saved: SavedBatch) => Promise<z.infer<typeof assortmentBatchAnswerSchema>>;
};

const tags = ['assortments'];
const access = { access: 'viewAssortments' } as const;

/**
 * The assortment calls of spec part 2 §7.3 that save a batch (grid edits, merge, renamed
 * style-colours, a restored version) or read the batches back (history).
 */
export const registerAssortmentBatchRoutes = (app: App, deps: AssortmentBatchRouteDeps) => {
  app.patch(
    '/api/assortments/batch/:id',
    {
      config: access,
      ...plainJsonSerializer,
      schema: {
        tags,
        summary: 'Saves grid edits as one batch made on baseVersion; 409 userLock when a cell it writes changed since',
        params: idParams,
        querystring: assortmentBatchQuerySchema,
        body: assortmentBatchRequestSchema,
        response: { 200: assortmentBatchAnswerSchema },
      },
    },
    async (request) =>
      deps.batchAnswer(
        await deps.batches.apply(signedInUser(request), request.params.id, request.query.baseVersion, request.body),
      ),
  );

  app.patch(
    '/api/assortments/:id/merge',
    {
      config: access,
      ...plainJsonSerializer,
      schema: {
        tags,
        summary: "Adds other assortments' products to this one",
        params: idParams,
        body: mergeAssortmentsRequestSchema,
        response: { 200: assortmentBatchAnswerSchema },
      },
    },
    async (request) =>
      deps.batchAnswer(await deps.copies.merge(signedInUser(request), request.params.id, request.body.sourceIds)),
  );

  app.post(
    '/api/assortments/:id/renameProducts',
    {
      config: access,
      ...plainJsonSerializer,
      schema: {
        tags,
        summary: 'Renumbered style-colours keep their place and values',
        params: idParams,
        body: renameProductsRequestSchema,
        response: { 200: assortmentBatchAnswerSchema },
      },
    },
    async (request) =>
      deps.batchAnswer(await deps.copies.rename(signedInUser(request), request.params.id, request.body)),
  );

  app.get(
    '/api/assortments/:id/history',
    {
      config: access,
      schema: {
        tags,
        summary: 'Every saved batch, newest first',
        params: idParams,
        response: { 200: z.array(assortmentHistoryEntrySchema) },
      },
    },
    async (request) => deps.history.history(signedInUser(request), request.params.id),
  );

  app.post(
    '/api/assortments/:id/restore',
    {
      config: access,
      ...plainJsonSerializer,
      schema: {
        tags,
        summary: 'Restores the assortment as it was at a version, as a new batch',
        params: idParams,
        body: restoreAssortmentRequestSchema,
        response: { 200: assortmentBatchAnswerSchema },
      },
    },
    async (request) =>
      deps.batchAnswer(await deps.history.restore(signedInUser(request), request.params.id, request.body.version)),
  );
};
