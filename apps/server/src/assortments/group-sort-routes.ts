import {
  assortmentBatchAnswerSchema,
  type GroupSortBatchRequest,
  groupSortBatchRequestSchema,
  groupSortOperations,
  groupSortParamsSchema,
  type User,
} from '@stride/domain';
import type { z } from 'zod';
import { notFound } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { plainJsonSerializer } from '../platform/http/plain-json.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { AssortmentBatchService, SavedBatch } from './batch-service.js';
import { createProductRowsRepository } from './product-rows-repository.js';

/**
 * The group sort page's saves (spec part 2 §7.3 PATCH /{orgType}/groupsort/batch/{id}): the new
 * order of groups, styles and colours becomes an ordinary batch (sort orders, display groups,
 * the group list), with its version check, history and live fan-out.
 */
export const registerGroupSortRoutes = (
  app: App,
  deps: {
    batches: AssortmentBatchService;
    batchAnswer: (saved: SavedBatch) => Promise<z.infer<typeof assortmentBatchAnswerSchema>>;
  },
) => {
  const save = (user: User, id: string, orgType: string, request: GroupSortBatchRequest) =>
    deps.batches.inLockedAssortment(user, id, async (tx, row) => {
      if (row.orgType !== orgType) throw notFound('The assortment');
      const rows = await createProductRowsRepository(tx).catalogueRows(row.id, row.locationId);
      const operations = groupSortOperations(request, {
        rows: rows.map((product) => ({
          id: product.id,
          sortOrder: product.sort_order,
          displayGroup: product.values.displayGroup ?? null,
        })),
        displayGroups: row.displayGroups,
      });
      return deps.batches.applyIn(tx, { user, row, base: request.baseVersion, operations, kind: 'batch' });
    });

  app.patch(
    '/api/:orgType/groupsort/batch/:id',
    {
      config: { access: 'viewAssortments' },
      ...plainJsonSerializer,
      schema: {
        tags: ['assortments'],
        summary: 'Saves the group sort: groups, styles and colours in their new order',
        params: groupSortParamsSchema,
        body: groupSortBatchRequestSchema,
        response: { 200: assortmentBatchAnswerSchema },
      },
    },
    async (request) =>
      deps.batchAnswer(await save(signedInUser(request), request.params.id, request.params.orgType, request.body)),
  );
};
