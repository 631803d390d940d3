import type { Season } from '@stride/domain';

export const SEASONS_MANAGE_PATH = '/product/assortments/seasons/manage';

/** Where a season card of the library leads: the channel's landing page for that season. */
export const seasonLandingPath = (season: Pick<Season, 'channel' | 'season' | 'year'>) =>
  `/product/libraries/internal/landing-${season.channel.toLowerCase()}?${new URLSearchParams({
    season: season.season,
    year: String(season.year),
  })}`;
