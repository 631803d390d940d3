import { type UrlSearchStateCodec, useUrlSearchState } from '../../shared/routing/use-url-search-state';
import { MANAGE_LIBRARY_PARAM } from '../library-screens';
import {
  type LibrarySearchState,
  librarySearchFromParams,
  librarySearchToParams,
  withoutLibraryFilters,
} from './library-search-state';

const librarySearchCodec: UrlSearchStateCodec<LibrarySearchState> = {
  fromParams: librarySearchFromParams,
  toParams: librarySearchToParams,
  withoutFilters: withoutLibraryFilters,
  preserved: [MANAGE_LIBRARY_PARAM],
};

/** The filters and sort of a library grid, in the URL; back to a library route clears the filters. */
export const useLibrarySearch = () => useUrlSearchState(librarySearchCodec);
