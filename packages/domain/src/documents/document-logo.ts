import type { AssortmentChannel } from '../assortments/assortment-constants.js';
import type { SeasonChannel, SeasonName } from '../seasons/season.js';

/** What a document's header logo is chosen from: the assortment's own fields. */
export type DocumentLogoAssortment = {
  logo: string | null;
  season: SeasonName | null;
  year: number | null;
  channel: AssortmentChannel;
};

/** A season that may lend its customer logo. */
export type DocumentLogoSeason = {
  id: string;
  season: SeasonName;
  year: number;
  channel: SeasonChannel;
  customerLogo: string | null;
};

/** The logo a document prints: the assortment's own file, a season's customer logo, or none. */
export type DocumentLogo =
  | { source: 'assortment'; url: string }
  | { source: 'season'; seasonId: string; storageKey: string }
  | null;

/**
 * The seasons' channels an assortment's channel reads, in order of preference: seasons are per
 * channel (Wholesale, Retail); an assortment for 'All' channels takes the wholesale season's logo,
 * else the retail one's.
 */
export const documentLogoChannels = (channel: AssortmentChannel): readonly SeasonChannel[] =>
  channel === 'All' ? ['Wholesale', 'Retail'] : [channel];

/**
 * The logo printed in a document's header (spec part 1 §2 'logo setting', 'season customer logo'):
 * the assortment's own logo; otherwise the customer logo of the season with the assortment's
 * season, year and channel (whatever the season's status); otherwise none.
 */
export const documentLogoFor = (
  assortment: DocumentLogoAssortment,
  seasons: readonly DocumentLogoSeason[],
): DocumentLogo => {
  if (assortment.logo) return { source: 'assortment', url: assortment.logo };
  if (!assortment.season || assortment.year === null) return null;
  for (const channel of documentLogoChannels(assortment.channel)) {
    const season = seasons.find(
      (candidate) =>
        candidate.channel === channel && candidate.season === assortment.season && candidate.year === assortment.year,
    );
    if (season?.customerLogo) return { source: 'season', seasonId: season.id, storageKey: season.customerLogo };
  }
  return null;
};
