import type { AssortmentProductsQueryRequest, ProductSearchRequest, ProductSortField } from '@stride/domain';

/**
 * A dynamic assortment's page as a catalogue search (spec part 2 §7.3): the location and line
 * status travel as `locations.*`, the sort as `{ field: 1 | -1 }`, mapped to the search's sort
 * columns (style → styleNumeric, cost → locations.wholesalePrice …). Rows are grid summaries.
 */
export const dynamicSearchRequest = (request: AssortmentProductsQueryRequest): ProductSearchRequest => {
  const [field, direction] = (Object.entries(request.sort ?? {})[0] ?? ['style', 1]) as [ProductSortField, 1 | -1];
  return {
    productType: request.productType,
    locationCode: request['locations.code'],
    lineStatus: request['locations.lineStatus'],
    filters: request.query.filters,
    sort: { field, direction },
    skip: request.skip,
    limit: request.limit,
    options: { totalCount: request._options.totalCount, summary: true, includeWarehouseAvailability: false },
  };
};
