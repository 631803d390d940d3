import {
  type Assortment,
  chipsToFilters,
  DYNAMIC_GRID_RETRY,
  defaultProductSearchState,
  type ProductSearchState,
} from '@stride/domain';
import { isSortField } from '../../products';
import type { GridSort } from '../../shared/grid';
import type { DynamicProductsQuery } from './api';
import { filterBarParameters, savedFilterBarSearch } from './filter-bar-settings';
import { filtersToChips } from './query-chips';

/**
 * The filter bar of a dynamic assortment: its saved chips (or, without them, the chips of its
 * saved query), at its product type, location and line status.
 */
export const dynamicSearchState = (assortment: Assortment, sort: GridSort | null): ProductSearchState => {
  const chips =
    savedFilterBarSearch(assortment.uiSettings)?.chips ??
    filtersToChips(assortment.query?.filters ?? { styleOnly: false });
  return {
    productType: assortment.productType,
    location: assortment.locationId,
    lineStatus: assortment.query?.lineStatus ?? 'ALL',
    sort:
      sort && isSortField(sort.colId)
        ? { field: sort.colId, direction: sort.direction === 'asc' ? 1 : -1 }
        : defaultProductSearchState.sort,
    chips,
  };
};

/** A query with at least one condition: an assortment without one has no products yet. */
const hasConditions = (filters: NonNullable<Assortment['query']>['filters']) =>
  Object.entries(filters).some(([key, value]) => key !== 'styleOnly' && value !== undefined);

/**
 * The page request of a dynamic assortment (spec part 2 §7.3): its saved query at its product
 * type, location and line status, with the grid's sort as `{ field: 1 | -1 }` (the server maps
 * style to styleNumeric, cost to the location's wholesale price…). Null while it has no query.
 */
export const dynamicProductsQuery = (
  assortment: Assortment,
  state: ProductSearchState,
): DynamicProductsQuery | null => {
  const filters = assortment.query?.filters;
  if (!filters || !hasConditions(filters)) return null;
  return {
    query: { filters },
    productType: assortment.productType,
    'locations.code': assortment.locationId,
    'locations.lineStatus': assortment.query?.lineStatus ?? 'ALL',
    // The server's default is style ascending; only another sort is sent.
    ...(state.sort.field === 'style' && state.sort.direction === 1
      ? {}
      : { sort: { [state.sort.field]: state.sort.direction } as DynamicProductsQuery['sort'] }),
  };
};

/**
 * The filter bar's parameters as a dynamic assortment keeps them: its sort is the grid's (saved
 * with the grid settings), so only the query's own conditions count.
 */
export const dynamicFilterBar = (state: ProductSearchState) =>
  filterBarParameters({ ...state, sort: defaultProductSearchState.sort });

/** The patch that saves the filter bar: the query it stands for, and its chips for the next visit. */
export const filterBarPatch = (assortment: Assortment, state: ProductSearchState) => ({
  query: { filters: chipsToFilters(state.chips, assortment.productType), lineStatus: state.lineStatus },
  uiSettings: { ...assortment.uiSettings, filterBar: dynamicFilterBar(state) },
});

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The query once it is there: asked again up to DYNAMIC_GRID_RETRY.times, intervalMs apart
 * (spec part 1 §4), then null, and the grid loads empty.
 */
export const awaitDynamicQuery = async (
  read: () => DynamicProductsQuery | null,
  signal: AbortSignal,
  retry: { times: number; intervalMs: number } = DYNAMIC_GRID_RETRY,
): Promise<DynamicProductsQuery | null> => {
  for (let attempt = 0; ; attempt++) {
    const query = read();
    if (query || attempt >= retry.times || signal.aborted) return query;
    await pause(retry.intervalMs, signal);
  }
};
