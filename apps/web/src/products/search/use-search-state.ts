import { type ProductSearchState, searchStateFromParams, searchStateToParams } from '@stride/domain';
import { type UrlSearchStateCodec, useUrlSearchState } from '../../shared/routing/use-url-search-state';

const productSearchCodec: UrlSearchStateCodec<ProductSearchState> = {
  fromParams: searchStateFromParams,
  toParams: searchStateToParams,
  withoutFilters: (state) => (state.chips.length > 0 ? { ...state, chips: [] } : null),
};

/** The product search of a screen, in the URL; back to the screen clears its filter chips. */
export const useSearchState = () => useUrlSearchState(productSearchCodec);
