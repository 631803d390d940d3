import {
  defaultProductSearchState,
  type ProductFilterChip,
  type ProductType,
  searchRequestFromState,
} from '@stride/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchProductPage } from '../products';
import { queryKeys } from '../shared/api/query-keys';

/** How many catalogue lines the product detail prototype offers to open. */
export const DEMO_PRODUCTS = 8;

/** The search of a product type narrowed by chips, as the product library would send it. */
export const demoSearchQuery = (productType: ProductType, chips: readonly ProductFilterChip[]) => {
  const { sort: _sort, ...query } = searchRequestFromState({
    ...defaultProductSearchState,
    productType,
    chips: [...chips],
  });
  return query;
};

/** The first catalogue lines of a search, with how many it finds in all. */
export const useDemoProducts = (productType: ProductType, chips: readonly ProductFilterChip[], limit: number) => {
  const query = demoSearchQuery(productType, chips);
  return useQuery({
    queryKey: queryKeys.prototypes.products(query, limit),
    queryFn: ({ signal }) =>
      fetchProductPage({ ...query, sort: { field: 'style', direction: 1 } }, { skip: 0, limit }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
