import type { ProductSearchRequest } from '@stride/domain';
import { api } from '../../shared/api/api-client';

/** Runs a task once the browser has nothing more urgent (at the latest after two seconds). */
const whenIdle = (task: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 500);
};

/**
 * Searches are counted for usage reports (spec part 2 §7.2 POST /stats); a failure never bothers
 * the user. The count is sent when the browser is idle: it arrives with the results, and its
 * request would otherwise compete with drawing them.
 */
export const recordSearch = (query: Omit<ProductSearchRequest, 'skip' | 'limit' | 'options'>, totalCount: number) => {
  whenIdle(() => {
    api
      .post('stats', {
        action: 'search',
        modelType: 'Product',
        data: { productType: query.productType, filters: query.filters, totalCount },
      })
      .catch(() => undefined);
  });
};
