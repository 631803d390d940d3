import { type ProductType, productTypes } from '../access/roles.js';
import {
  chipsToFilters,
  isProductFilterKey,
  isValidFilterChip,
  type ProductFilterChip,
  productFilterKeys,
} from './filter-bar.js';
import { type LineStatus, lineStatuses } from './product-constants.js';
import {
  CATALOGUE_SORT,
  NEWEST_SORT,
  type ProductSearchLocationCode,
  type ProductSearchRequest,
  type ProductSort,
  productSearchLocationCodes,
  productSortFields,
} from './search.js';

/** What a product search screen shows; it lives in the URL so a search can be bookmarked and shared. */
export type ProductSearchState = {
  productType: ProductType;
  /**
   * ALL: the region's pricing location, else the user's default (defaultSearchLocation); sellable
   * line statuses only (spec part 1 §3 Product filter bar).
   */
  location: 'ALL' | ProductSearchLocationCode;
  lineStatus: 'ALL' | LineStatus;
  sort: ProductSort;
  chips: ProductFilterChip[];
};

/**
 * A new search embedded in an assortment (add products, a dynamic assortment's filter bar): in
 * the catalogue's order, as the line plan is built by style and a dynamic assortment's query
 * (spec part 2 §7.3) has no newest sort.
 */
export const defaultProductSearchState: ProductSearchState = {
  productType: 'Footwear',
  location: 'ALL',
  lineStatus: 'ALL',
  sort: CATALOGUE_SORT,
  chips: [],
};

/** A new search of the products library: newest first (spec part 1 §9 "Sort options … default newest modified"). */
export const productsLibrarySearchState: ProductSearchState = { ...defaultProductSearchState, sort: NEWEST_SORT };

/** URL parameters that are not filter chips. */
const stateParams = { productType: 'productType', location: 'location', lineStatus: 'status', sort: 'sort' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const parseSort = (value: string | null, fallback: ProductSort): ProductSort => {
  if (!value) return fallback;
  const descending = value.startsWith('-');
  const field = oneOf(productSortFields, descending ? value.slice(1) : value, fallback.field);
  return { field, direction: descending ? -1 : 1 };
};

const sameSort = (a: ProductSort, b: ProductSort) => a.field === b.field && a.direction === b.direction;

/**
 * Reads a search from URL parameters. Anything unknown or invalid is dropped rather than
 * refused, so an old or hand-edited link still opens a search. Without a sort it takes the
 * screen's default (`defaults`: the one it writes its links with).
 */
export const searchStateFromParams = (
  params: URLSearchParams,
  defaults: ProductSearchState = defaultProductSearchState,
): ProductSearchState => {
  const chips: ProductFilterChip[] = [];
  for (const [key, value] of params) {
    if (!isProductFilterKey(key)) continue;
    const chip = { key, value };
    if (!isValidFilterChip(chip)) continue;
    if (
      chips.some((existing) => existing.key === key && (!productFilterKeys[key].multiple || existing.value === value))
    )
      continue;
    chips.push(chip);
  }
  const productType = oneOf(productTypes, params.get(stateParams.productType), 'Footwear');
  return {
    productType,
    location:
      productType === 'POP'
        ? 'ALL'
        : oneOf(['ALL', ...productSearchLocationCodes], params.get(stateParams.location), 'ALL'),
    lineStatus: oneOf(['ALL', ...lineStatuses], params.get(stateParams.lineStatus), 'ALL'),
    sort: parseSort(params.get(stateParams.sort), defaults.sort),
    chips,
  };
};

/** Writes a search as URL parameters, leaving the screen's defaults out so links stay short. */
export const searchStateToParams = (
  state: ProductSearchState,
  defaults: ProductSearchState = defaultProductSearchState,
): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.productType !== 'Footwear') params.set(stateParams.productType, state.productType);
  if (state.location !== 'ALL') params.set(stateParams.location, state.location);
  if (state.lineStatus !== 'ALL') params.set(stateParams.lineStatus, state.lineStatus);
  const { field, direction } = state.sort;
  if (!sameSort(state.sort, defaults.sort)) params.set(stateParams.sort, direction === 1 ? field : `-${field}`);
  for (const chip of state.chips) params.append(chip.key, chip.value);
  return params;
};

/** The search request of a screen's state; paging is the grid's. */
export const searchRequestFromState = (
  state: ProductSearchState,
  region?: string,
): Omit<ProductSearchRequest, 'skip' | 'limit' | 'options'> => ({
  productType: state.productType,
  ...(state.location === 'ALL' || state.productType === 'POP' ? {} : { locationCode: state.location }),
  ...(region ? { region } : {}),
  lineStatus: state.lineStatus,
  filters: chipsToFilters(state.chips, state.productType),
  sort: state.sort,
});
