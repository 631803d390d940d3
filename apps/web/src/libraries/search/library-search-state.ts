import { type AssetFilterKey, assetFilterKeys } from '@stride/domain';

export type LibrarySort = { field: string; direction: 'asc' | 'desc' };

/** The filters of a library grid, as the URL holds them (spec part 1 §3 "Asset filters"). */
export type LibraryFilters = {
  keyword: string;
  options: Partial<Record<AssetFilterKey, string[]>>;
  /** ISO date-time: assets modified after it (the Modified Since filter). */
  modifiedSince: string;
};

export type LibrarySearchState = LibraryFilters & { sort: LibrarySort };

/** Spec part 1 §9: the default library sort is name ascending. */
export const DEFAULT_LIBRARY_SORT: LibrarySort = { field: 'name', direction: 'asc' };
const MODIFIED_SINCE_PARAM = 'modifiedDate__gtd';

const emptyFilters: LibraryFilters = { keyword: '', options: {}, modifiedSince: '' };

export const librarySortParam = (sort: LibrarySort) => (sort.direction === 'asc' ? sort.field : `-${sort.field}`);
const parseSort = (value: string | null): LibrarySort => {
  if (!value || !/^-?[A-Za-z]+$/.test(value)) return DEFAULT_LIBRARY_SORT;
  return value.startsWith('-') ? { field: value.slice(1), direction: 'desc' } : { field: value, direction: 'asc' };
};

/** Reads a library search from URL parameters; unknown or invalid values are dropped, not refused. */
export const librarySearchFromParams = (params: URLSearchParams): LibrarySearchState => {
  const options: LibraryFilters['options'] = {};
  for (const key of assetFilterKeys) {
    const values = [...new Set(params.getAll(key).filter((value) => value.trim() !== ''))];
    if (values.length > 0) options[key] = values;
  }
  const modifiedSince = params.get(MODIFIED_SINCE_PARAM) ?? '';
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    options,
    modifiedSince: Number.isNaN(Date.parse(modifiedSince)) ? '' : modifiedSince,
    sort: parseSort(params.get('sort')),
  };
};

/** The filters as query parameters: multi-valued filters repeat the parameter, as the API expects. */
export const libraryFilterParams = (filters: LibraryFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  for (const key of assetFilterKeys) for (const value of filters.options[key] ?? []) params.append(key, value);
  if (filters.modifiedSince) params.set(MODIFIED_SINCE_PARAM, filters.modifiedSince);
  return params;
};

/** Writes a library search to the URL, leaving the default sort out so links stay short. */
export const librarySearchToParams = (state: LibrarySearchState): URLSearchParams => {
  const params = libraryFilterParams(state);
  if (state.sort.field !== DEFAULT_LIBRARY_SORT.field || state.sort.direction !== DEFAULT_LIBRARY_SORT.direction)
    params.set('sort', librarySortParam(state.sort));
  return params;
};

export const hasLibraryFilters = (filters: LibraryFilters) =>
  filters.keyword !== '' || filters.modifiedSince !== '' || Object.keys(filters.options).length > 0;

export const withoutLibraryFilters = (state: LibrarySearchState): LibrarySearchState | null =>
  hasLibraryFilters(state) ? { ...state, ...emptyFilters } : null;
