/** The product's (or summary's) pricing and availability at a location; undefined where it is not offered. */
export const locationOf = <Location extends { code: string }>(
  product: { locations: readonly Location[] },
  locationCode: string,
): Location | undefined => product.locations.find((location) => location.code === locationCode);

/**
 * The internal product detail leaves out the initial markup, and at location US the suggested
 * retail too (spec part 1 §5 "Assortment creation and internal product detail").
 */
export const showsSuggestedRetail = (locationCode: string, internal: boolean): boolean =>
  !(internal && locationCode === 'US');
