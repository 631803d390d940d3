import { type GroupSortBatchRequest, groupSortOperations, type User } from '@stride/domain';
import { notFound } from '../platform/errors.js';
import type { AssortmentBatchService } from './batch-service.js';
import { createProductRowsRepository } from './product-rows-repository.js';

/**
 * The group sort page's saves: the new order of groups, styles and colours becomes an ordinary
 * batch (sort orders, display groups, the group list), with its version check, history and live fan-out.
 */
export const createGroupSortService = (deps: { batches: AssortmentBatchService }) => ({
  save: (user: User, id: string, orgType: string, request: GroupSortBatchRequest) =>
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
    }),
});

export type GroupSortService = ReturnType<typeof createGroupSortService>;
