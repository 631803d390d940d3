import {
  assortmentExportFileNames,
  assortmentExportParamsSchema,
  assortmentGetAnswerSchema,
  assortmentGetQuerySchema,
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
  publishedAssortmentSchema,
} from '@stride/domain';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-log.js';
import type { AnswerCache } from '../platform/http/answer-cache.js';
import type { App } from '../platform/http/app-types.js';
import { answerUnlessUnchanged } from '../platform/http/conditional-read.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { leaveOutNulls, plainJsonSerializer } from '../platform/http/plain-json.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { XLSX_CONTENT_TYPE } from '../platform/xlsx/workbook.js';
import type { ProductSearchService } from '../products/search-service.js';
import type { AssortmentCopyService } from './copy-service.js';
import { dynamicSearchRequest } from './dynamic-query.js';
import { renderAssortmentList } from './list-export.js';
import { presentAssortmentRead } from './presenter.js';
import type { AssortmentService } from './service.js';

export type AssortmentRouteDeps = {
  assortments: AssortmentService;
  copies: AssortmentCopyService;
  search: ProductSearchService;
  /** Answers of assortment reads kept by their tags. */
  answers: AnswerCache;
};

const tags = ['assortments'];
const access = { access: 'viewAssortments' } as const;

/**
 * The assortment calls of spec part 2 §7.3 (regular assortments): lists, reads, create, edit,
 * archive, copies and delete; the batch calls are in batch-routes. Ownership is checked in the services.
 */
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
    async (request) =>
      deps.assortments.archive(signedInUser(request), request.body.ids, request.body.archived, auditContextOf(request)),
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
    async (request) => deps.assortments.delete(signedInUser(request), request.params.id, auditContextOf(request)),
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
};
