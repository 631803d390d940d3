import type { ProductSummary } from '@stride/domain';
import { useServerResults } from '../../shared/grid';
import { fetchProductPage, type ProductSearchQuery } from '../api';
import { recordSearch } from './search-stats';

/** The result pages of a product search for the grid; each search is recorded with its total (`POST /api/stats`). */
export const useProductResults = (query: ProductSearchQuery) =>
  useServerResults<ProductSearchQuery, ProductSummary>(query, fetchProductPage, { onFirstPage: recordSearch });
