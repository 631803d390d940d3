import {
  assortmentBatchAnswerSchema,
  assortmentBatchQuerySchema,
  assortmentBatchRequestSchema,
  assortmentGetAnswerSchema,
  assortmentPatchSchema,
  assortmentSchema,
  createInternalAssortmentRequestSchema,
  discoverInternalAssortmentsRequestSchema,
  editLockParamsSchema,
  editLockSchema,
  idParams,
  internalAssortmentListAnswerSchema,
  mergeAssortmentsRequestSchema,
  type User,
} from '@stride/domain';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-log.js';
import { notFound } from '../platform/errors.js';
import type { AnswerCache } from '../platform/http/answer-cache.js';
import type { App } from '../platform/http/app-types.js';
import { answerUnlessUnchanged } from '../platform/http/conditional-read.js';
import { plainJsonSerializer } from '../platform/http/plain-json.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { AssortmentBatchService, SavedBatch } from './batch-service.js';
import type { AssortmentCopyService } from './copy-service.js';
import type { InternalAssortmentService } from './internal-service.js';
import { presentAssortmentRead } from './presenter.js';
import type { AssortmentService } from './service.js';

const tags = ['internal assortments'];
const edit = { access: 'internalAssortmentData' } as const;
const view = { access: 'viewInternalAssortments' } as const;

/**
 * The internalAssortments calls of spec part 2 §7.3. Writes go through the same services as a
 * regular assortment's, which check the internal access scope, the uniqueness and the edit lock.
 */
export const registerInternalAssortmentRoutes = (
  app: App,
  deps: {
    assortments: AssortmentService;
    batches: AssortmentBatchService;
    copies: AssortmentCopyService;
    internal: InternalAssortmentService;
    /** Refuses (409 user lock) while another editor holds the assortment's edit lock. */
    assertWritable: (user: User, assortmentId: string) => Promise<void>;
    batchAnswer: (saved: SavedBatch) => Promise<z.infer<typeof assortmentBatchAnswerSchema>>;
    /** Answers of assortment reads kept by their tags. */
    answers: AnswerCache;
  },
) => {
  /** An internal assortment the caller may edit; a regular one is not found under this path. */
  const internalOf = async (user: User, id: string) => {
    const assortment = await deps.assortments.get(user, id, false);
    if (assortment.orgType !== 'internal') throw notFound('The assortment');
    return assortment;
  };

  app.post(
    '/api/internalAssortments',
    {
      config: edit,
      schema: {
        tags,
        summary:
          "Creates an internal assortment ('Select Assortment Attributes'); 409 when one with the same season, year, region, gender and title exists",
        body: createInternalAssortmentRequestSchema,
        response: { 200: assortmentSchema },
      },
    },
    async (request) => deps.assortments.createInternal(signedInUser(request), request.body),
  );

  app.get(
    '/api/internalAssortments/:id',
    {
      config: view,
      ...plainJsonSerializer,
      schema: {
        tags,
        summary: 'One internal assortment with its lines, and whether the caller may edit it',
        params: idParams,
        response: { 200: assortmentGetAnswerSchema.extend({ editable: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const { stamp, read } = await deps.internal.read(signedInUser(request), request.params.id);
      return answerUnlessUnchanged(
        request,
        reply,
        { stamp, read: async () => presentAssortmentRead(await read()) },
        { cache: deps.answers, serialize: JSON.stringify },
      );
    },
  );

  app.patch(
    '/api/internalAssortments/batch/:id',
    {
      config: edit,
      ...plainJsonSerializer,
      schema: {
        tags,
        summary: 'Saves grid edits as one batch; 409 userLock when another editor holds the edit lock',
        params: idParams,
        querystring: assortmentBatchQuerySchema,
        body: assortmentBatchRequestSchema,
        response: { 200: assortmentBatchAnswerSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await internalOf(user, request.params.id);
      return deps.batchAnswer(
        await deps.batches.apply(user, request.params.id, request.query.baseVersion, request.body),
      );
    },
  );

  app.patch(
    '/api/internalAssortments/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edits properties, the status among them (last write wins)',
        params: idParams,
        body: assortmentPatchSchema,
        response: { 200: assortmentSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await internalOf(user, request.params.id);
      return deps.assortments.patch(user, request.params.id, request.body);
    },
  );

  app.patch(
    '/api/internalAssortments/:id/merge',
    {
      config: edit,
      ...plainJsonSerializer,
      schema: {
        tags,
        summary:
          'The products of other internal assortments join this one; 409 userLock when another editor holds its edit lock',
        params: idParams,
        body: mergeAssortmentsRequestSchema,
        response: { 200: assortmentBatchAnswerSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      // Internal plans merge with internal plans only: a regular source is not found under this path.
      for (const id of [request.params.id, ...request.body.sourceIds]) await internalOf(user, id);
      return deps.batchAnswer(await deps.copies.merge(user, request.params.id, request.body.sourceIds));
    },
  );

  app.delete(
    '/api/internalAssortments/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Deletes an internal assortment; refused while another editor holds its edit lock',
        params: idParams,
        response: { 200: z.object({ message: z.string(), count: z.number().int() }) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await internalOf(user, request.params.id);
      await deps.assertWritable(user, request.params.id);
      return deps.assortments.delete(user, request.params.id, auditContextOf(request));
    },
  );

  app.post(
    '/api/internalAssortments/discover',
    {
      config: { ...view, reads: true },
      schema: {
        tags,
        summary: "A season's published internal assortments, without their lines (the internal library)",
        body: discoverInternalAssortmentsRequestSchema,
        response: { 200: internalAssortmentListAnswerSchema },
      },
    },
    async (request) => deps.internal.discover(signedInUser(request), request.body),
  );

  app.post(
    '/api/internalAssortments/edit/lock/:id/:action',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Requests (or renews) or releases the edit lock; the answer says who holds it',
        params: editLockParamsSchema,
        response: { 200: editLockSchema },
      },
    },
    async (request) => deps.internal.lock(signedInUser(request), request.params.id, request.params.action),
  );
};
