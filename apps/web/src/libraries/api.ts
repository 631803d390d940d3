import {
  type Asset,
  type AssetBatchAnswer,
  type AssetBatchRow,
  type AssetFacetKey,
  type AssetFacets,
  type AssetFilters,
  type AssetState,
  assetFilterKeys,
  assetNullableFields,
  type LibraryType,
  nullsRestored,
} from '@stride/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../shared/api/api-client';
import { queryKeys } from '../shared/api/query-keys';
import {
  DEFAULT_LIBRARY_SORT,
  type LibraryFilters,
  type LibrarySort,
  libraryFilterParams,
  librarySortParam,
} from './search/library-search-state';

export type AssetPage = { totalCount?: number; data: Asset[] };

/** The filters as the API's filter object (the facet and report bodies); years are numbers there. */
export const assetFiltersOf = (filters: LibraryFilters): AssetFilters => {
  const result: AssetFilters = {};
  for (const key of assetFilterKeys) {
    const values = filters.options[key];
    if (!values?.length) continue;
    if (key === 'year') result.year = values.map(Number).filter(Number.isInteger);
    else result[key] = values;
  }
  if (filters.keyword) result.keyword = filters.keyword;
  if (filters.modifiedSince) result.modifiedDate__gtd = filters.modifiedSince;
  return result;
};

export type AssetPageRequest = {
  libraryType: LibraryType;
  filters: LibraryFilters;
  sort: LibrarySort;
  manage?: AssetState;
  skip: number;
  limit: number;
};

const wholeAssets = nullsRestored(assetNullableFields);

/**
 * GET /api/assets: one page of a library (spec part 2 §7.9); the first page also asks for the
 * total. Sent without its nulls.
 */
export const fetchAssetPage = async (request: AssetPageRequest, signal?: AbortSignal): Promise<AssetPage> => {
  const params = libraryFilterParams(request.filters);
  params.set('libraryType', request.libraryType);
  params.set('limit', String(request.limit));
  params.set('skip', String(request.skip));
  params.set('sort', librarySortParam(request.sort));
  if (request.skip === 0) params.set('totalCount', 'true');
  if (request.manage) params.set('manage', request.manage);
  const page = await api.get<AssetPage>(`assets?${params}`, { signal });
  return { ...page, data: wholeAssets(page.data) };
};

/** The values of a library's fields with the number of assets each would leave (landing tiles, filters). */
export const useAssetFacets = (
  libraryType: LibraryType,
  query: { filters: AssetFilters; manage?: AssetState },
  keys: readonly AssetFacetKey[],
  enabled = true,
) =>
  useQuery({
    queryKey: queryKeys.libraries.facets(libraryType, query, keys),
    queryFn: ({ signal }) => api.post<AssetFacets>(`options/data/${libraryType}`, { keys, query }, { signal }),
    enabled: enabled && keys.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** How many published assets a library holds (the landing page's "All assets" tile). */
export const useAssetTotal = (libraryType: LibraryType) =>
  useQuery({
    queryKey: queryKeys.libraries.total(libraryType),
    queryFn: async ({ signal }) => {
      const page = await fetchAssetPage(
        {
          libraryType,
          filters: { keyword: '', options: {}, modifiedSince: '' },
          sort: DEFAULT_LIBRARY_SORT,
          skip: 0,
          limit: 1,
        },
        signal,
      );
      return page.totalCount ?? 0;
    },
    staleTime: 60_000,
  });

/** Assets of a library whose name or text holds the typed words (the merge dialog's target picker). */
export const useAssetSearch = (libraryType: LibraryType, keyword: string, manage: AssetState) =>
  useQuery({
    queryKey: queryKeys.libraries.assetSearch(libraryType, `${manage}:${keyword}`),
    queryFn: ({ signal }) =>
      fetchAssetPage(
        {
          libraryType,
          filters: { keyword, options: {}, modifiedSince: '' },
          sort: { field: 'name', direction: 'asc' },
          manage,
          skip: 0,
          limit: 20,
        },
        signal,
      ),
    enabled: keyword.trim().length > 0,
    placeholderData: keepPreviousData,
  });

/** PATCH /api/assets/{manageType}/batch/many: every row in one transaction. */
export const useAssetBatchUpdate = (libraryType: LibraryType) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: AssetBatchRow[]) =>
      api.patch<AssetBatchAnswer>(`assets/${libraryType}/batch/many`, { data: rows }),
    // Counts and choices of landing pages and filters change with states and fields.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.libraries.all }),
  });
};

/** POST /api/userFlags: the user has seen a STEP asset. */
export const markAssetSeen = (assetId: string) =>
  api.post<{ message: string }>('userFlags', { libraryType: 'StepAsset', assetId, flag: 'seen' });

/** The library report of the grid's filters: POST …/report/xlsx answers a workbook (a blob, not JSON). */
export const fetchLibraryReport = (
  libraryType: LibraryType,
  body: { filters: AssetFilters; manage?: AssetState; sort: string },
  signal?: AbortSignal,
): Promise<Blob> => api.postForBlob(`assets/${libraryType}/report/xlsx`, body, { signal });
