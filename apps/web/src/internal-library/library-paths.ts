import { groupSlug, internalLibraryRedirect, type LibraryArea } from '@stride/domain';

/**
 * The internal library's addresses (spec part 1 §2 Product libraries): seasons and landing pages per
 * channel, the international and domestic browse tabs, a group's divider and a line's detail. The
 * season, year, plan title and gender travel as query parameters.
 */
const INTERNAL_LIBRARY = '/product/libraries/internal';
export const libraryChannels = ['wholesale', 'retail'] as const;
export type LibraryChannel = (typeof libraryChannels)[number];
export const channelName = { wholesale: 'Wholesale', retail: 'Retail' } as const;

export type LibraryQuery = { season?: string; year?: string; title?: string; gender?: string };

const withQuery = (path: string, query: LibraryQuery & { channel?: LibraryChannel }) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const seasonsPath = (channel: LibraryChannel) => `${INTERNAL_LIBRARY}/seasons-${channel}`;
export const landingPath = (channel: LibraryChannel, query: Pick<LibraryQuery, 'season' | 'year'>) =>
  withQuery(`${INTERNAL_LIBRARY}/landing-${channel}`, { season: query.season, year: query.year });
export const browsePath = (area: LibraryArea, channel: LibraryChannel, query: LibraryQuery) =>
  withQuery(`${INTERNAL_LIBRARY}/${area}-${channel}`, query);
export const dividerPath = (group: string, channel: LibraryChannel, area: LibraryArea, query: LibraryQuery) =>
  withQuery(`${INTERNAL_LIBRARY}/divider/${groupSlug(group)}`, { ...query, channel, area } as LibraryQuery);
export const detailPath = (styleColorId: string, region: string) =>
  `${INTERNAL_LIBRARY}/detail/${encodeURIComponent(styleColorId)}?location=${region === 'Europe' ? 'EU' : 'US'}`;

/** Where an internal library page sends a person whose address lacks what it needs (the domain's rule). */
export const internalLibraryRedirectPath = (
  page: 'landing' | 'browse',
  channel: LibraryChannel,
  query: LibraryQuery,
): string | null => {
  const target = internalLibraryRedirect(page, query);
  if (target === 'seasons') return seasonsPath(channel);
  if (target === 'landing') return landingPath(channel, query);
  return null;
};
