import type { Season, SeasonRegion, SeasonStatus } from './season.js';
import { seasonRegions, seasonStatuses } from './season.js';
import type { SeasonSubRoute } from './season-requests.js';

/** A season card's title: season plus year (spec part 1 §2 Other). */
export const seasonTitle = (season: Pick<Season, 'season' | 'year'>): string => `${season.season} ${season.year}`;

/** The regions a season's sets cover, in the usual order, each once. */
export const seasonRegionsOf = (season: Pick<Season, 'seasonSets'>): SeasonRegion[] =>
  seasonRegions.filter((region) => season.seasonSets.some((set) => set.region === region));

/**
 * The statuses a list call answers: the seasons pages show Live seasons, and Preparation ones
 * to those who prepare them; the manager shows every status.
 */
export const listedSeasonStatuses = (subRoute: SeasonSubRoute, managesSeasons: boolean): readonly SeasonStatus[] => {
  if (subRoute === 'manage') return seasonStatuses;
  return managesSeasons ? ['Live', 'Preparation'] : ['Live'];
};

/** The season with one set in a new state, or null when the season has no such set. */
export const withSeasonSetState = <S extends Pick<Season, 'seasonSets'>>(
  season: S,
  seasonSetId: string,
  state: SeasonStatus,
): S | null => {
  if (!season.seasonSets.some((set) => set.id === seasonSetId)) return null;
  return { ...season, seasonSets: season.seasonSets.map((set) => (set.id === seasonSetId ? { ...set, state } : set)) };
};

/** Newest first (year, then Fall after Spring), the order of the seasons pages. */
export const compareSeasonsNewestFirst = (a: Pick<Season, 'season' | 'year'>, b: Pick<Season, 'season' | 'year'>) =>
  b.year - a.year || (a.season === b.season ? 0 : a.season === 'Fall' ? -1 : 1);
