import { LOCATIONS, type Product } from '@stride/domain';

/** A product as a user sees it: only the locations their userTBEs open. */
const presentProduct = (product: Product, locationCodes: ReadonlySet<string>): Product => ({
  ...product,
  locations: product.locations.filter((location) => locationCodes.has(location.code)),
});

/**
 * The body of a search answer, from the rows' JSON text. A user who sees every location gets the
 * documents as stored: parsing and re-serialising half a megabyte per page would be about a
 * fifth of a search's time on the embedded database. Others get theirs re-written without the
 * locations they may not see. `locationCodes` null: the rows hold only locations the user sees.
 */
export const searchAnswerJson = (
  documentsJson: readonly string[],
  locationCodes: ReadonlySet<string> | null,
  totalCount: number | undefined,
): string => {
  const seesEveryLocation = !locationCodes || LOCATIONS.every((location) => locationCodes.has(location.code));
  const data = seesEveryLocation
    ? documentsJson
    : documentsJson.map((json) => JSON.stringify(presentProduct(JSON.parse(json) as Product, locationCodes)));
  const total = totalCount === undefined ? '' : `"totalCount":${totalCount},`;
  return `{${total}"data":[${data.join(',')}]}`;
};
