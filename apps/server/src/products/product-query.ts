import {
  allowedPopColors,
  dueDateWindow,
  firstAvailableWindow,
  fromSlashDate,
  lastProducedWindow,
  type ProductSearchRequest,
  parseProductIds,
  type SearchLocationUser,
  searchLineStatuses,
  searchLocationCode,
  todayDateNumber,
  visibleLocations,
} from '@stride/domain';
import { locationNotVisible } from '../platform/errors.js';
import type { ProductQuery } from './search-repository.js';

const idsQuery = (ids: string | undefined, styleOnly: boolean): ProductQuery['ids'] => {
  if (!ids) return null;
  const parsed = parseProductIds(ids);
  if (styleOnly) return { styles: parsed.map((id) => id.split('_')[0] ?? id), styleColorIds: [] };
  return {
    styles: parsed.filter((id) => !id.includes('_')),
    styleColorIds: parsed.filter((id) => id.includes('_')),
  };
};

type SearchFilterRequest = Pick<
  ProductSearchRequest,
  'productType' | 'locationCode' | 'region' | 'lineStatus' | 'filters'
> &
  Partial<Pick<ProductSearchRequest, 'warehouse' | 'availabilityWindow'>>;

/**
 * The repository's query for a request: the pricing location (the user's default when the
 * request names none; refused when the user may not see it), the line statuses, and date presets
 * resolved to windows from today.
 */
export const buildProductQuery = (
  request: SearchFilterRequest,
  user: SearchLocationUser,
  now: Date,
  page: Pick<ProductQuery, 'sort' | 'skip' | 'limit'> = { sort: { field: 'style', direction: 1 }, skip: 0, limit: 0 },
): ProductQuery => {
  const { userTBEs } = user;
  const locationCode = searchLocationCode(request, user);
  // The warehouse an order reads must be a location the person may see, as the sales location is.
  for (const code of [locationCode, request.warehouse]) {
    if (code && !visibleLocations(userTBEs).some((location) => location.code === code)) throw locationNotVisible(code);
  }
  const { filters } = request;
  const today = todayDateNumber(now);
  return {
    productType: request.productType,
    locationCode,
    lineStatuses: searchLineStatuses(request.lineStatus),
    // POP items come in colours per location (spec part 1 §6); other types are not restricted.
    colors: request.productType === 'POP' ? allowedPopColors(userTBEs) : null,
    filters,
    ids: idsQuery(filters.ids, filters.styleOnly),
    windows: {
      dueDate: filters.dueDate && dueDateWindow(filters.dueDate, today),
      firstAvailable: filters.firstAvailable && firstAvailableWindow(filters.firstAvailable, today),
      lastProduced: filters.lastProduced && lastProducedWindow(filters.lastProduced, today),
      availableBy: request.availabilityWindow && fromSlashDate(request.availabilityWindow.to),
    },
    ...page,
  };
};
