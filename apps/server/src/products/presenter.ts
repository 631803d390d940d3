import type { Product } from '@stride/domain';

/** A product as a user sees it: only the locations their userTBEs open. */
export const presentProduct = (product: Product, locationCodes: ReadonlySet<string>): Product => ({
  ...product,
  locations: product.locations.filter((location) => locationCodes.has(location.code)),
});
