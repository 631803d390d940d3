import { z } from 'zod';
import { productTypes } from '../access/roles.js';

/** Seasons (spec part 1 §3 Seasons): a season and year per channel, with its season sets. */
export const seasonNames = ['Spring', 'Fall'] as const;
export type SeasonName = (typeof seasonNames)[number];
export const seasonStatuses = ['Live', 'Archived', 'Preparation'] as const;
export type SeasonStatus = (typeof seasonStatuses)[number];
export const seasonChannels = ['Wholesale', 'Retail'] as const;
export type SeasonChannel = (typeof seasonChannels)[number];
/** A season set is for one region; All is a permission scope, not a region of its own. */
export const seasonRegions = ['Domestic', 'International', 'Europe'] as const;
export type SeasonRegion = (typeof seasonRegions)[number];
export const orgTypes = ['internal', 'regular'] as const;
export const assortmentMethods = ['static', 'dynamic'] as const;

const seasonSetSchema = z.object({
  id: z.uuid(),
  shortName: z.string().min(1).max(40),
  region: z.enum(seasonRegions),
  orgType: z.enum(orgTypes),
  method: z.enum(assortmentMethods),
  productType: z.enum(productTypes),
  /** Each set goes live, is prepared or archived on its own; the season's status stays its own (spec part 2 §7.4). */
  state: z.enum(seasonStatuses),
});
export type SeasonSet = z.infer<typeof seasonSetSchema>;

export const seasonSchema = z.object({
  id: z.uuid(),
  season: z.enum(seasonNames),
  year: z.number().int().min(2000).max(2100),
  channel: z.enum(seasonChannels),
  seasonSets: z.array(seasonSetSchema).max(50),
  status: z.enum(seasonStatuses),
  sourceFile: z.string().max(300).nullable(),
  /** Derived from year, season and channel (seasonPreviewJpg). */
  previewJpg: z.string().max(300),
  /** The 'season customer logo': the storage key of the logo its cards and documents carry. */
  customerLogo: z.string().max(300).nullable(),
});
export type Season = z.infer<typeof seasonSchema>;

export const seasonPreviewJpg = (season: Pick<Season, 'season' | 'year' | 'channel'>): string =>
  `seasons/${season.channel.toLowerCase()}-${season.season.toLowerCase()}-${season.year}.jpg`;
