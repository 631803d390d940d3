import type { Season, SeasonChannel } from '@stride/domain';

export const SEASONS_MANAGE_PATH = '/product/assortments/seasons/manage';

/** The internal library's seasons page of a channel (spec part 1 §2 Product libraries). */
export const seasonsLibraryPath = (channel: SeasonChannel) =>
  `/product/libraries/internal/seasons-${channel.toLowerCase()}`;

/** Where a season card of the library leads: the channel's landing page for that season. */
export const seasonLandingPath = (season: Pick<Season, 'channel' | 'season' | 'year'>) =>
  `/product/libraries/internal/landing-${season.channel.toLowerCase()}?${new URLSearchParams({
    season: season.season,
    year: String(season.year),
  })}`;
