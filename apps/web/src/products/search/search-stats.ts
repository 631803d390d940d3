import type { ProductSearchRequest } from '@stride/domain';
import { api } from '../../shared/api/api-client';

/** Searches are counted for usage reports (spec part 2 §7.2 POST /stats); a failure never bothers the user. */
export const recordSearch = (query: Omit<ProductSearchRequest, 'skip' | 'limit' | 'options'>, totalCount: number) => {
  api
    .post('stats', {
      action: 'search',
      modelType: 'Product',
      data: { productType: query.productType, filters: query.filters, totalCount },
    })
    .catch(() => undefined);
};
