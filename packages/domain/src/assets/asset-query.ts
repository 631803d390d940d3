import { z } from 'zod';
import { GRID_PAGE_SIZE } from '../constants/limits.js';
import { libraryTypeSchema } from './library-type-schema.js';
import { assetStates } from './library-types.js';

/** Grids ask for pages of GRID_PAGE_SIZE rows (spec part 2 §9.4); one request at most this many. */
const ASSET_PAGE_SIZE = GRID_PAGE_SIZE;
const ASSET_PAGE_LIMIT = 1_000;

/** Columns a library grid sorts on; `-field` sorts descending. Default: name ascending. */
export const assetSortFields = [
  'name',
  'modifiedDate',
  'createdDate',
  'year',
  'season',
  'assetType',
  'assetSubType',
  'lang',
  'category',
  'gender',
  'docType',
  'entity',
  'storeType',
  'region',
] as const;
export type AssetSortField = (typeof assetSortFields)[number];
export const assetSortValues = assetSortFields.flatMap((field) => [field, `-${field}`] as const);
export type AssetSort = { field: AssetSortField; direction: 'asc' | 'desc' };

export const parseAssetSort = (value: string): AssetSort =>
  value.startsWith('-')
    ? { field: value.slice(1) as AssetSortField, direction: 'desc' }
    : { field: value as AssetSortField, direction: 'asc' };

const MAX_FILTER_VALUES = 100;
/** A repeated query parameter arrives as an array, a single one as a string. */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item).max(MAX_FILTER_VALUES)])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[])
    .optional();
const filterValue = z.string().trim().min(1).max(200);

export const assetFiltersSchema = z.object({
  assetType: oneOrMany(filterValue),
  assetSubType: oneOrMany(filterValue),
  season: oneOrMany(filterValue),
  year: oneOrMany(z.coerce.number().int().min(1900).max(2200)),
  lang: oneOrMany(filterValue),
  category: oneOrMany(filterValue),
  gender: oneOrMany(filterValue),
  initiative: oneOrMany(filterValue),
  entity: oneOrMany(filterValue),
  storeType: oneOrMany(filterValue),
  /** Matches file names and the body text. */
  keyword: z.string().trim().min(1).max(200).optional(),
  /** Modified Since: assets modified after this instant. */
  modifiedDate__gtd: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export type AssetFilters = z.infer<typeof assetFiltersSchema>;

/** GET /api/assets (spec part 2 §7.9): one library, paged, sorted, filtered; manage views by state. */
export const assetListQuerySchema = assetFiltersSchema.extend({
  libraryType: libraryTypeSchema,
  limit: z.coerce.number().int().min(1).max(ASSET_PAGE_LIMIT).default(ASSET_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).default(0),
  sort: z.enum(assetSortValues).default('name'),
  totalCount: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** A manage view's state; needs the library's manage rule. Without it: published assets only. */
  manage: z.enum(assetStates).optional(),
});
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;
