import {
  productTypes,
  type Season,
  type SeasonChannel,
  type SeasonStatus,
  seasonChannels,
  seasonPreviewJpg,
  seasonRegions,
} from '@stride/domain';
import { createCalendar, nextSeason, previousSeason, type SeasonRef, seasonOfMonth } from './catalogue-calendar.js';
import type { Random } from './random.js';

const regionCodes = { Domestic: 'DOM', International: 'INTL', Europe: 'EUR' } as const;
const typeCodes = { Footwear: 'FW', Apparel: 'APP', POP: 'POP' } as const;

/** A version-4 UUID drawn from the seeded generator, so seeded ids are the same every time. */
export const seededUuid = (random: Random): string => {
  const hex = (count: number) => Array.from({ length: count }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[random.int(0, 3)]}${hex(3)}-${hex(12)}`;
};

const statusOf = (season: SeasonRef, current: SeasonRef): SeasonStatus => {
  if (season.code === nextSeason(current).code) return 'Preparation';
  if (season.code === current.code || season.code === previousSeason(current).code) return 'Live';
  return 'Archived';
};

const seasonFor = (random: Random, season: SeasonRef, channel: SeasonChannel, current: SeasonRef): Season => {
  const status = statusOf(season, current);
  const seasonSets = seasonRegions.flatMap((region) =>
    productTypes
      // POP goes to stores through wholesale accounts; a few combinations are not planned every season.
      .filter((productType) => !(channel === 'Retail' && productType === 'POP') && random.chance(0.85))
      .map((productType) => ({
        id: seededUuid(random),
        shortName: `${season.code} ${regionCodes[region]} ${typeCodes[productType]}`,
        region,
        orgType: 'internal' as const,
        method: random.chance(0.7) ? ('static' as const) : ('dynamic' as const),
        productType,
        // A set follows its season, except that a few sets of a Live season are still being prepared.
        state: status === 'Live' && random.chance(0.1) ? ('Preparation' as const) : status,
      })),
  );
  const base = { season: season.season, year: season.year, channel };
  return {
    id: seededUuid(random),
    ...base,
    seasonSets,
    status,
    sourceFile:
      status === 'Preparation' ? null : `season-covers/${seasonPreviewJpg(base).slice('seasons/'.length, -4)}.pdf`,
    previewJpg: seasonPreviewJpg(base),
    customerLogo: null,
  };
};

/**
 * Spring and Fall of the last three years up to the one after the current season, per channel:
 * the current and previous seasons Live, the next in Preparation, older ones Archived.
 */
export const generateSeasons = (random: Random, now: number): Season[] => {
  const current = createCalendar(now).currentSeason;
  const last = nextSeason(current);
  const refs: SeasonRef[] = [];
  for (let season = seasonOfMonth(current.year - 3, 0); ; season = nextSeason(season)) {
    refs.push(season);
    if (season.code === last.code) break;
  }
  return seasonChannels.flatMap((channel) => refs.map((season) => seasonFor(random, season, channel, current)));
};
