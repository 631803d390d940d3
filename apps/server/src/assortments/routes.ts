import {
  assortmentBatchAnswerSchema,
  assortmentBatchQuerySchema,
  assortmentBatchRequestSchema,
  assortmentExportFileNames,
  assortmentExportParamsSchema,
  assortmentGetAnswerSchema,
  assortmentGetQuerySchema,
  assortmentHistoryEntrySchema,
  assortmentListAnswerSchema,
  assortmentListQuerySchema,
  assortmentPatchSchema,
  assortmentProductsQueryRequestSchema,
  assortmentSchema,
  cloneAssortmentsAnswerSchema,
  cloneAssortmentsRequestSchema,
  createAssortmentRequestSchema,
  exportListView,
  idParams,
  mergeAssortmentsRequestSchema,
  publishedAssortmentSchema,
  renameProductsRequestSchema,
  restoreAssortmentRequestSchema,
} from '@stride/domain';
import { z } from 'zod';
import type { AnswerCache } from '../platform/http/answer-cache.js';
import type { App } from '../platform/http/app-types.js';
import { answerUnlessUnchanged } from '../platform/http/conditional-read.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { leaveOutNulls, plainJsonSerializer } from '../platform/http/plain-json.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { XLSX_CONTENT_TYPE } from '../platform/xlsx/workbook.js';
import type { ProductSearchService } from '../products/search-service.js';
import type { AssortmentBatchService, SavedBatch } from './batch-service.js';
import type { AssortmentCopyService } from './copy-service.js';
import { dynamicSearchRequest } from './dynamic-query.js';
import type { AssortmentHistoryService } from './history-service.js';
import { renderAssortmentList } from './list-export.js';
import { presentAssortmentRead } from './presenter.js';
import type { AssortmentService } from './service.js';

export type AssortmentRouteDeps = {
  assortments: AssortmentService;
  batches: AssortmentBatchService;
  copies: AssortmentCopyService;
  history: AssortmentHistoryService;
  search: ProductSearchService;
  /** The rows a saved batch changed, as the grid shows them. */
  batchAnswer: (saved: SavedBatch) => Promise<z.infer<typeof assortmentBatchAnswerSchema>>;
  /** Answers of assortment reads kept by their tags. */
  answers: AnswerCache;
};

const tags = ['assortments'];
const access = { access: 'viewAssortments' } as const;

/** The assortment calls of spec part 2 §7.3 (regular assortments). Ownership is checked in the services. */
export const registerAssortmentRoutes = (app: App, deps: AssortmentRouteDeps) => {
  app.get(
    '/api/assortments',
    {
      config: access,
      schema: {
        tags,
        summary: "One of the manager's lists",
        querystring: assortmentListQuerySchema,
        response: { 200: assortmentListAnswerSchema },
      },
    },
    async (request) => deps.assortments.list(signedInUser(request), request.query),
  );

  app.get(
    '/api/assortments/export/:list',
    {
      config: access,
      schema: {
        tags,
        summary: "One of the manager's lists as an Excel workbook",
        params: assortmentExportParamsSchema,
        querystring: assortmentListQuerySchema.omit({ view: true, limit: true, skip: true }),
      },
    },
    async (request, reply) => {
      const { list } = request.params;
      const view = exportListView(list);
      const { data } = await deps.assortments.list(signedInUser(request), { ...request.query, view, skip: 0 });
      const fileName = assortmentExportFileNames[list];
      return sendFileAnswer(
        reply,
        {
          body: await renderAssortmentList(fileName.replace('.xlsx', ''), data),
          contentType: XLSX_CONTENT_TYPE,
          filename: fileName,
        },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );

  app.get(
    '/api/assortments/published',
    {
      config: access,
      schema: {
        tags,
        summary: 'Every published assortment, with the fields other screens pick from',
        response: { 200: z.array(publishedAssortmentSchema) },
      },
    },
    async () => deps.assortments.published(),
  );

  app.get(
    '/api/assortments/:id',
    {
      config: access,
      ...plainJsonSerializer,
      schema: {
        tags,
        summary: 'One assortment with its products',
        params: idParams,
        querystring: assortmentGetQuerySchema,
        response: { 200: assortmentGetAnswerSchema },
      },
    },
    async (request, reply) => {
      const { preserveNulls, ...options } = request.query;
      const { stamp, read } = await deps.assortments.read(signedInUser(request), request.params.id, options);
      return answerUnlessUnchanged(
        request,
        reply,
        { stamp: [stamp, preserveNulls], read: async () => presentAssortmentRead(await read()) },
        {
          cache: deps.answers,
          // A replacer costs a third more than plain JSON.stringify, still less than copying 5,000 rows without their nulls.
          serialize: (answer) => (preserveNulls ? JSON.stringify(answer) : JSON.stringify(answer, leaveOutNulls)),
        },
      );
    },
  );

  app.post(
    '/api/assortments',
    {
      config: access,
      schema: {
        tags,
        summary: 'Creates an assortment or a folder',
        body: createAssortmentRequestSchema,
        response: { 200: assortmentSchema },
      },
    },
    async (request) => deps.assortments.create(signedInUser(request), request.body),
  );

  app.patch(
    '/api/assortments/archive',
    {
      config: access,
      schema: {
        tags,
        summary: "Archives or unarchives assortments; a folder's contents go with it",
        body: z.object({ ids: z.array(z.uuid()).min(1).max(500), archived: z.boolean() }),
        response: { 200: z.object({ count: z.number().int(), data: z.array(assortmentSchema) }) },
      },
    },
    async (request) => deps.assortments.archive(signedInUser(request), request.body.ids, request.body.archived),
  );

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
    '/api/assortments/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Edits properties (last write wins)',
        params: idParams,
        body: assortmentPatchSchema,
        response: { 200: assortmentSchema },
      },
    },
    async (request) => deps.assortments.patch(signedInUser(request), request.params.id, request.body),
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

  app.post(
    '/api/assortments/cloneMany',
    {
      config: access,
      schema: {
        tags,
        summary: 'Duplicates assortments, or copies them for another user',
        body: cloneAssortmentsRequestSchema,
        response: { 200: cloneAssortmentsAnswerSchema },
      },
    },
    async (request) => {
      const result = await deps.copies.cloneMany(signedInUser(request), request.body);
      return { ...result, data: await Promise.all(result.data.map(deps.assortments.present)) };
    },
  );

  app.delete(
    '/api/assortments/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Deletes an assortment, or a folder with everything in it',
        params: idParams,
        response: { 200: z.object({ message: z.string(), count: z.number().int() }) },
      },
    },
    async (request) => deps.assortments.delete(signedInUser(request), request.params.id),
  );

  for (const [path, rule] of [
    ['/api/assortments/products/query', 'viewAssortments'],
    ['/api/internalAssortments/products/query', 'internalAssortmentData'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: rule },
        schema: {
          tags,
          summary: "A page of a dynamic assortment's products",
          body: assortmentProductsQueryRequestSchema,
        },
      },
      async (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(await deps.search.search(dynamicSearchRequest(request.body), signedInUser(request).userTBEs)),
    );
  }

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
