import type { Season } from '@stride/domain';

/** Where a season card of the library leads: the channel's landing page for that season. */
export const seasonLandingPath = (season: Pick<Season, 'channel' | 'season' | 'year'>) =>
  `/product/libraries/internal/landing-${season.channel.toLowerCase()}?${new URLSearchParams({
    season: season.season,
    year: String(season.year),
  })}`;
