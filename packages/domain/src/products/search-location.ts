import { locationCodeForRegion } from '../constants/regional.js';
import { visibleLocations } from '../options/visible-locations.js';
import type { User, UserTBE } from '../users/user.js';
import { type ProductSearchLocationCode, type ProductSearchRequest, productSearchLocationCodes } from './search.js';

/** Whose default a search takes: their userTBEs and, when known, the location they work in. */
export type SearchLocationUser = {
  userTBEs: readonly UserTBE[];
  userActiveLocation?: User['userActiveLocation'];
};

const isSearchLocationCode = (code: string | null | undefined): code is ProductSearchLocationCode =>
  productSearchLocationCodes.some((searchCode) => searchCode === code);

/**
 * The location a search that names none prices at: the user's active location if they may see
 * it, else the first location they may see (in the order the locations option lists them). A
 * fixed US would refuse everyone outside the US. US when they see none: that search is refused,
 * as a user without locations sees no products.
 */
export const defaultSearchLocation = (user: SearchLocationUser): ProductSearchLocationCode => {
  const visible = visibleLocations(user.userTBEs)
    .map((location) => location.code)
    .filter(isSearchLocationCode);
  return visible.find((code) => code === user.userActiveLocation) ?? visible[0] ?? 'US';
};

/**
 * The pricing location of a search: the one it names; else its region's (an assortment's or
 * order's: Europe prices in EU, every other region in US); else the user's default.
 */
export const searchLocationCode = (
  request: Pick<ProductSearchRequest, 'locationCode' | 'region'>,
  user: SearchLocationUser,
): ProductSearchLocationCode =>
  request.locationCode ?? (request.region ? locationCodeForRegion(request.region) : defaultSearchLocation(user));
