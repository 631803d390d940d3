import { groupSlug } from '@stride/domain';

/**
 * The internal library's addresses (spec part 1 §2 Product libraries): seasons and landing pages per
 * channel, the international and domestic browse tabs, a group's divider and a line's detail. The
 * season, year, plan title and gender travel as query parameters.
 */
export const INTERNAL_LIBRARY = '/product/libraries/internal';
export const libraryChannels = ['wholesale', 'retail'] as const;
export type LibraryChannel = (typeof libraryChannels)[number];
export const libraryAreas = ['international', 'domestic'] as const;
export type LibraryArea = (typeof libraryAreas)[number];

/** The regions a browse tab shows: Europe is planned with the international markets. */
export const areaRegions: Record<LibraryArea, readonly string[]> = {
  international: ['International', 'Europe'],
  domestic: ['Domestic'],
};
export const areaOfRegion = (region: string): LibraryArea => (region === 'Domestic' ? 'domestic' : 'international');
export const channelName = { wholesale: 'Wholesale', retail: 'Retail' } as const;

export type LibraryQuery = { season?: string; year?: string; title?: string; gender?: string };

const withQuery = (path: string, query: LibraryQuery & { channel?: LibraryChannel }) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const seasonsPath = (channel: LibraryChannel) => `${INTERNAL_LIBRARY}/seasons-${channel}`;
export const landingPath = (channel: LibraryChannel, query: Pick<LibraryQuery, 'season' | 'year'>) =>
  withQuery(`${INTERNAL_LIBRARY}/landing-${channel}`, { season: query.season, year: query.year });
export const browsePath = (area: LibraryArea, channel: LibraryChannel, query: LibraryQuery) =>
  withQuery(`${INTERNAL_LIBRARY}/${area}-${channel}`, query);
export const dividerPath = (group: string, channel: LibraryChannel, area: LibraryArea, query: LibraryQuery) =>
  withQuery(`${INTERNAL_LIBRARY}/divider/${groupSlug(group)}`, { ...query, channel, area } as LibraryQuery);
export const detailPath = (styleColorId: string, region: string) =>
  `${INTERNAL_LIBRARY}/detail/${encodeURIComponent(styleColorId)}?location=${region === 'Europe' ? 'EU' : 'US'}`;

/**
 * Where an internal library page sends a person who arrived without what it needs (spec part 1 §2):
 * to the seasons without a season and year, to the landing page without a plan title on a browse
 * tab; null when the page can show itself.
 */
export const internalLibraryRedirect = (
  page: 'landing' | 'browse',
  channel: LibraryChannel,
  query: LibraryQuery,
): string | null => {
  if (!query.season || !query.year) return seasonsPath(channel);
  if (page === 'browse' && !query.title) return landingPath(channel, query);
  return null;
};
