import type { ProductType } from '../access/roles.js';
import { locationCodeForRegion } from '../constants/regional.js';
import { SELLABLE_LINE_STATUSES } from '../products/product-constants.js';
import { type SeasonChannel, type SeasonName, type SeasonRegion, seasonRegions } from './season.js';
import { parseSeasonCode } from './season-codes.js';

export type KeyInitiative = {
  channel: SeasonChannel;
  season: SeasonName;
  year: number;
  region: SeasonRegion;
  productType: ProductType;
};

/** The key initiative filter value: channel, season, year, region and productType joined by underscores. */
export const keyInitiativeKey = (initiative: KeyInitiative): string =>
  [initiative.channel, initiative.season, initiative.year, initiative.region, initiative.productType].join('_');

/** What the filter shows: the same without the channel. */
export const keyInitiativeLabel = (initiative: Omit<KeyInitiative, 'channel'>): string =>
  [initiative.season, initiative.year, initiative.region, initiative.productType].join(' ');

const sellable = new Set<string>(SELLABLE_LINE_STATUSES);

/**
 * The key initiatives a product belongs to: each of its seasons, in each region whose pricing
 * location (Europe: EU, else US) sells it, for wholesale, and for retail too when it is sold in
 * a store format of our own (storeType).
 */
export const productKeyInitiatives = (product: {
  seasonCodes: readonly string[];
  productType: ProductType;
  storeType: string | null;
  locations: readonly { code: string; lineStatus: string }[];
}): string[] => {
  const sellingCodes = new Set(product.locations.filter((l) => sellable.has(l.lineStatus)).map((l) => l.code));
  const regions = seasonRegions.filter((region) => sellingCodes.has(locationCodeForRegion(region)));
  const channels: SeasonChannel[] = product.storeType ? ['Wholesale', 'Retail'] : ['Wholesale'];
  return product.seasonCodes.flatMap((code) => {
    const parsed = parseSeasonCode(code);
    if (!parsed) return [];
    return channels.flatMap((channel) =>
      regions.map((region) => keyInitiativeKey({ channel, ...parsed, region, productType: product.productType })),
    );
  });
};

/** The label of a key initiative filter value: its parts without the channel. */
export const keyInitiativeLabelOf = (key: string): string => key.split('_').slice(1).join(' ');
