/**
 * The internal library's rules (spec part 1 §2 Product libraries): which browse tab a plan's region
 * belongs to, and where a page goes when its address lacks what it needs.
 */
export const libraryAreas = ['international', 'domestic'] as const;
export type LibraryArea = (typeof libraryAreas)[number];

/** Europe is planned with the international markets: it is browsed on the international tab. */
export const libraryAreaOfRegion = (region: string): LibraryArea =>
  region === 'Domestic' ? 'domestic' : 'international';

/**
 * Internal assortment routes go to the seasons without a season and year, and a browse tab to the
 * landing page without a plan title; null when the page can show itself.
 */
export const internalLibraryRedirect = (
  page: 'landing' | 'browse',
  query: { season?: string; year?: string; title?: string },
): 'seasons' | 'landing' | null => {
  if (!query.season || !query.year) return 'seasons';
  if (page === 'browse' && !query.title) return 'landing';
  return null;
};
