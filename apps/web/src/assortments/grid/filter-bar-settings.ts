import {
  type AssortmentUiSettings,
  type ProductSearchState,
  searchStateFromParams,
  searchStateToParams,
} from '@stride/domain';
import { searchableChips } from './query-chips';

/** Where the filter bar's state is kept in uiSettings.filterBar: the embedded search's URL parameters. */
const FILTER_BAR_SEARCH_KEY = 'search';

type FilterBarParameters = NonNullable<AssortmentUiSettings['filterBar']>;

/** The filter bar parameters of an assortment's uiSettings (spec part 1 §3) for a search state. */
export const filterBarParameters = (state: ProductSearchState): FilterBarParameters => ({
  [FILTER_BAR_SEARCH_KEY]: searchStateToParams(state).toString(),
});

/** The search the assortment's filter bar was left at, or null when none was saved. */
export const savedFilterBarSearch = (uiSettings: AssortmentUiSettings): ProductSearchState | null => {
  const saved = uiSettings.filterBar?.[FILTER_BAR_SEARCH_KEY];
  if (saved === undefined) return null;
  const search = searchStateFromParams(new URLSearchParams(saved));
  return { ...search, chips: searchableChips(search.chips) };
};
