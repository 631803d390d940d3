import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { GRID_PAGE_SIZE, PRODUCT_SEARCH_LIMIT } from '../constants/limits.js';
import { DEFAULT_TIMEZONE, locationCodeForRegion } from '../constants/regional.js';
import { datePartsInZone, fromDateNumber, toDateNumber } from '../formatting/date-number.js';
import {
  genders,
  type LineStatus,
  lineStatuses,
  SELLABLE_LINE_STATUSES,
  SIZE_FILTER_MAX_LENGTH,
} from './product-constants.js';

/** Product search pages hold GRID_PAGE_SIZE rows; a query at most PRODUCT_SEARCH_LIMIT (spec part 2 §9.4). */
const PRODUCT_SEARCH_PAGE_SIZE = GRID_PAGE_SIZE;

export const productSearchLocationCodes = ['US', 'EU', 'CA'] as const;
export type ProductSearchLocationCode = (typeof productSearchLocationCodes)[number];

/**
 * What a product search sorts by. `newest` is spec part 1 §9 "Sort options": newest first by
 * modified date, then created date, then the location's add date (direction 1 is newest first).
 */
export const productSortFields = ['newest', 'style', 'name', 'cost', 'suggestedRetail', 'modifiedDate'] as const;
export type ProductSortField = (typeof productSortFields)[number];
/** Spec part 2 §7.3 "Dynamic query sort mapping", and the keys newest sorts by (each descending). */
export const productSortColumns = {
  newest: ['modifiedDate', 'createdDate', 'locations.addDate'],
  style: 'styleNumeric',
  name: 'name',
  cost: 'locations.wholesalePrice',
  suggestedRetail: 'locations.suggestedRetail',
  modifiedDate: 'modifiedDate',
} as const satisfies Record<ProductSortField, string | readonly string[]>;

export const dueDatePresets = ['next15', 'next30', 'next60', 'next90'] as const;
export const firstAvailablePresets = ['atOnce', 'next60', 'next90', 'next6Months'] as const;
export const lastProducedPresets = ['last30', 'last90', 'last6Months', 'lastYear'] as const;
export type DueDatePreset = (typeof dueDatePresets)[number];
export type FirstAvailablePreset = (typeof firstAvailablePresets)[number];
export type LastProducedPreset = (typeof lastProducedPresets)[number];

/** An inclusive range of date numbers. */
export type DateWindow = { from: number; to: number };

/** A date number as the order searches write it: YYYY/MM/DD (spec part 2 §9.4). */
const toSlashDate = (dateNumber: number): string => {
  const { year, month, day } = fromDateNumber(dateNumber);
  return `${year}/${String(month + 1).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
};
export const fromSlashDate = (text: string): number => {
  const [year, month, day] = text.split('/').map(Number);
  return toDateNumber({ year: year!, month: month! - 1, day: day! });
};
const slashDateSchema = z.string().regex(/^\d{4}\/\d{2}\/\d{2}$/, 'A date is written YYYY/MM/DD.');

export const addDays = (dateNumber: number, days: number): number => {
  const { year, month, day } = fromDateNumber(dateNumber);
  const date = new Date(Date.UTC(year, month, day + days));
  return toDateNumber({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() });
};

/** Today in the company's time zone, as a date number. */
export const todayDateNumber = (now: Date, timeZone = DEFAULT_TIMEZONE): number =>
  toDateNumber(datePartsInZone(now, timeZone));

const dueDateDays: Record<DueDatePreset, number> = { next15: 14, next30: 29, next60: 59, next90: 89 };
const firstAvailableDays: Record<FirstAvailablePreset, number> = {
  atOnce: 29,
  next60: 59,
  next90: 89,
  next6Months: 181,
};
const lastProducedDays: Record<LastProducedPreset, number> = {
  last30: 30,
  last90: 90,
  last6Months: 182,
  lastYear: 366,
};

/** Due date presets run from two days back to day 14, 29, 59 or 89 ahead. */
export const dueDateWindow = (preset: DueDatePreset, today: number): DateWindow => ({
  from: addDays(today, -2),
  to: addDays(today, dueDateDays[preset]),
});

/** First Available: from 3 days before today to 29, 59, 89 or 181 days ahead (spec part 1 §3). */
export const firstAvailableWindow = (preset: FirstAvailablePreset, today: number): DateWindow => ({
  from: addDays(today, -3),
  to: addDays(today, firstAvailableDays[preset]),
});

/** Last Produced: the last 30, 90, 182 or 366 days up to today. */
export const lastProducedWindow = (preset: LastProducedPreset, today: number): DateWindow => ({
  from: addDays(today, -lastProducedDays[preset]),
  to: today,
});

/** The line statuses a search keeps: ALL stands for the sellable ones. */
export const searchLineStatuses = (lineStatus: LineStatus | 'ALL'): readonly LineStatus[] =>
  lineStatus === 'ALL' ? SELLABLE_LINE_STATUSES : [lineStatus];

/** Ids filter: comma- or space-separated styles and style-colours, upper-cased, de-duplicated. */
export const parseProductIds = (ids: string): string[] => [
  ...new Set(
    ids
      .split(/[\s,]+/)
      .map((id) => id.trim().toUpperCase())
      .filter(Boolean),
  ),
];

const term = z.string().trim().min(1).max(200);
const values = z.array(term).min(1).max(100);

const productComponentFiltersSchema = z.object({
  color1: term.optional(),
  color2: term.optional(),
  color3: term.optional(),
  material1: term.optional(),
  material2: term.optional(),
  material3: term.optional(),
});

const productCategoryFiltersSchema = z.object({
  type: term.optional(),
  shape: term.optional(),
  height: term.optional(),
  closure: term.optional(),
  sport: term.optional(),
  width: term.optional(),
  apparelType: term.optional(),
  apparelSubType: term.optional(),
  lighted: z.boolean().optional(),
  vegan: z.boolean().optional(),
});

export const productSearchFiltersSchema = z.object({
  ids: z.string().trim().min(1).max(20_000).optional(),
  styleOnly: z.boolean().default(false),
  name: term.optional(),
  description: term.optional(),
  keyInitiative: z
    .string()
    .regex(/^[A-Za-z]+_[A-Za-z]+_\d{4}_[A-Za-z]+_(Footwear|Apparel|POP)$/)
    .optional(),
  division: values.optional(),
  gender: z.array(z.enum(genders)).min(1).optional(),
  components: productComponentFiltersSchema.optional(),
  features: values.optional(),
  categories: productCategoryFiltersSchema.optional(),
  price: z
    .object({
      from: z.number().min(0).optional(),
      to: z.number().min(0).optional(),
      on: z.enum(['wholesalePrice', 'suggestedRetail']).default('wholesalePrice'),
    })
    .optional(),
  dueDate: z.enum(dueDatePresets).optional(),
  firstAvailable: z.enum(firstAvailablePresets).optional(),
  lastProduced: z.enum(lastProducedPresets).optional(),
  size: z
    .string()
    .trim()
    .min(1)
    .max(SIZE_FILTER_MAX_LENGTH)
    .regex(/^[0-9A-Za-z]+$/)
    .transform((size) => size.toUpperCase())
    .optional(),
  modifiedDate__gtd: z.iso.datetime({ offset: true }).optional(),
  seasonCode: z
    .array(z.string().regex(/^(SP|FA)\d{2}$/))
    .min(1)
    .max(50)
    .optional(),
  popType: values.optional(),
  popMaterial: values.optional(),
  popCategory: values.optional(),
  popGender: values.optional(),
  popUsage: values.optional(),
});
export type ProductSearchFilters = z.infer<typeof productSearchFiltersSchema>;

const productSortSchema = z.object({
  field: z.enum(productSortFields),
  direction: z.union([z.literal(1), z.literal(-1)]).default(1),
});
export type ProductSort = z.infer<typeof productSortSchema>;
/** The catalogue's own order, by style number: what the API answers when no sort is sent. */
export const CATALOGUE_SORT = { field: 'style', direction: 1 } as const satisfies ProductSort;
/** Newest first (spec part 1 §9 "default newest modified"): the products library's default. */
export const NEWEST_SORT = { field: 'newest', direction: 1 } as const satisfies ProductSort;

/** The body of POST /api/products/fetch (spec part 2 §7.8). */
export const productSearchRequestSchema = z.object({
  productType: z.enum(productTypes).default('Footwear'),
  locationCode: z.enum(productSearchLocationCodes).optional(),
  /** Used when locationCode is absent: Europe prices in EU, every other region in US (see searchLocationCode). */
  region: z.string().max(40).optional(),
  lineStatus: z.union([z.literal('ALL'), z.enum(lineStatuses)]).default('ALL'),
  filters: productSearchFiltersSchema.default({ styleOnly: false }),
  sort: productSortSchema.default(CATALOGUE_SORT),
  skip: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(PRODUCT_SEARCH_LIMIT).default(PRODUCT_SEARCH_PAGE_SIZE),
  /** The warehouse whose stock the order lines read: a location code (sample orders: US). */
  warehouse: z.enum(productSearchLocationCodes).optional(),
  /** Only style-colours available at the location by `to` (YYYY/MM/DD; the promo search's window). */
  availabilityWindow: z.object({ from: slashDateSchema, to: slashDateSchema }).optional(),
  options: z
    .object({
      totalCount: z.boolean().default(false),
      /** Answer ProductSummary rows priced at the search's location instead of whole documents. */
      summary: z.boolean().default(false),
      /** Answer each document with its availability at the warehouse (our documents always carry it). */
      includeWarehouseAvailability: z.boolean().default(false),
    })
    .default({ totalCount: false, summary: false, includeWarehouseAvailability: false }),
});
export type ProductSearchRequest = z.infer<typeof productSearchRequestSchema>;

/** Days ahead of today the promo order's product search looks for availability (spec part 2 §9.4). */
export const PROMO_SEARCH_AVAILABILITY_DAYS = 45;

/**
 * The product search an order's line search sends (spec part 2 §7.8, §9.4): the sales location
 * (EU for Europe, else US), sorted by style, with totals and the warehouse's availability; a
 * sample order reads the US warehouse unless it names its own; a promo order only style-colours
 * available within 45 days of today.
 */
export const orderProductSearch = (
  order: { type: 'SAMPLE' | 'PROMO' | 'WHOLESALE'; region?: string | null; warehouse?: string | null },
  today: number,
) => {
  const warehouse = productSearchLocationCodes.find((code) => code === order.warehouse);
  return {
    locationCode: locationCodeForRegion(order.region ?? undefined),
    sort: CATALOGUE_SORT,
    ...(order.type === 'SAMPLE' ? { warehouse: warehouse ?? 'US' } : warehouse ? { warehouse } : {}),
    ...(order.type === 'PROMO'
      ? {
          availabilityWindow: {
            from: toSlashDate(today),
            to: toSlashDate(addDays(today, PROMO_SEARCH_AVAILABILITY_DAYS)),
          },
        }
      : {}),
    options: { totalCount: true, summary: false, includeWarehouseAvailability: true },
  } satisfies Partial<ProductSearchRequest>;
};

/** POST /api/products/validate: style-colours pasted or imported, checked against the catalogue. */
export const productValidateRequestSchema = z.object({
  productType: z.enum(productTypes).default('Footwear'),
  /** With a location, each found style-colour comes with its line status there (null: not sold there). */
  locationCode: z.enum(productSearchLocationCodes).optional(),
  products: z
    .array(z.object({ style: z.string().trim().min(1).max(20), color: z.string().trim().min(1).max(10) }))
    .max(PRODUCT_SEARCH_LIMIT),
});
/** POST /api/products/colors: every colour the catalogue has of each style (imports expand colourless rows). */
export const productColorsRequestSchema = z.object({
  productType: z.enum(productTypes).default('Footwear'),
  styles: z.array(z.string().trim().min(1).max(20)).max(PRODUCT_SEARCH_LIMIT),
});
/** Each asked style that the catalogue has, with its colour codes in order. */
export type ProductColorsAnswer = { data: Record<string, string[]> };

const productValidationStatuses = ['found', 'Style/Color Not Found', 'Product Type is not correct'] as const;
export type ProductValidationStatus = (typeof productValidationStatuses)[number];
/** The answer of POST /api/products/validate: 'No Products' when none were sent. */
export type ProductValidationAnswer = {
  message: 'OK' | 'No Products';
  data: {
    style: string;
    color: string;
    styleColorId: string;
    status: ProductValidationStatus;
    lineStatus?: LineStatus | null;
  }[];
};

/** Modified Since looks back over a past time span, from midnight at offset −08:00 (spec part 1 §3). */
const MODIFIED_SINCE_OFFSET = '-08:00';
export const modifiedSincePresetDays = [1, 7, 30, 90] as const;

/** The modifiedDate__gtd value for a date number: that day's start at the filter's offset. */
export const modifiedSinceValue = (dateNumber: number): string => {
  const { year, month, day } = fromDateNumber(dateNumber);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${year}-${two(month + 1)}-${two(day)}T00:00:00${MODIFIED_SINCE_OFFSET}`;
};

/** The date number a modifiedDate__gtd value starts on, for showing it. */
export const modifiedSinceDate = (value: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T/.exec(value);
  return match ? toDateNumber({ year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) }) : null;
};
