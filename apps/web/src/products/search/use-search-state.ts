import {
  type ProductSearchState,
  productsLibrarySearchState,
  searchStateFromParams,
  searchStateToParams,
} from '@stride/domain';
import { type UrlSearchStateCodec, useUrlSearchState } from '../../shared/routing/use-url-search-state';

// The library's links leave its defaults out: a link without a sort opens newest first.
const productSearchCodec: UrlSearchStateCodec<ProductSearchState> = {
  fromParams: (params) => searchStateFromParams(params, productsLibrarySearchState),
  toParams: (state) => searchStateToParams(state, productsLibrarySearchState),
  withoutFilters: (state) => (state.chips.length > 0 ? { ...state, chips: [] } : null),
};

/** The product search of a screen, in the URL; back to the screen clears its filter chips. */
export const useSearchState = () => useUrlSearchState(productSearchCodec);
