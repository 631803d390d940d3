import { assortmentBatchAnswerSchema, groupSortBatchRequestSchema, groupSortParamsSchema } from '@stride/domain';
import type { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { plainJsonSerializer } from '../platform/http/plain-json.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { SavedBatch } from './batch-service.js';
import type { GroupSortService } from './group-sort-service.js';

/**
 * The group sort page's saves (spec part 2 §7.3 PATCH /{orgType}/groupsort/batch/{id}): the new
 * order of groups, styles and colours becomes an ordinary batch (sort orders, display groups,
 * the group list), with its version check, history and live fan-out.
 */
export const registerGroupSortRoutes = (
  app: App,
  deps: {
    groupSort: GroupSortService;
    batchAnswer: (saved: SavedBatch) => Promise<z.infer<typeof assortmentBatchAnswerSchema>>;
  },
) => {
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
      deps.batchAnswer(
        await deps.groupSort.save(signedInUser(request), request.params.id, request.params.orgType, request.body),
      ),
  );
};
