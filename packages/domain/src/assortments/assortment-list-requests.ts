import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { PRODUCT_SEARCH_LIMIT } from '../constants/limits.js';
import { lineStatuses } from '../products/product-constants.js';
import { productSearchFiltersSchema, productSearchLocationCodes } from '../products/search.js';
import { assortmentMethods, orgTypes, seasonNames } from '../seasons/season.js';
import { assortmentSchema } from './assortment.js';
import {
  assortmentChannels,
  assortmentExportFileNames,
  assortmentListViews,
  assortmentRegions,
  assortmentSortOptions,
  assortmentStates,
  assortmentStatuses,
  assortmentTreeTypes,
} from './assortment-constants.js';

/*
 * The calls that list assortments or read across them: the manager's lists and their workbooks,
 * the published list, a dynamic assortment's products, the pillars of the caller's assortments.
 */

/** GET /api/assortments: one of the manager's lists (spec part 2 §7.3), as a page. */
export const assortmentListQuerySchema = z.object({
  view: z.enum(assortmentListViews).exclude(['quick-access']).default('all'),
  type: z.enum(assortmentTreeTypes).optional(),
  sort: z.enum(assortmentSortOptions).default('newest'),
  productType: z.enum(productTypes).optional(),
  method: z.enum(assortmentMethods).optional(),
  /** Internal assortments are the team's, listed by what the person's internal access covers. */
  orgType: z.enum(orgTypes).default('regular'),
  channel: z.enum(assortmentChannels).optional(),
  region: z.enum(assortmentRegions).optional(),
  season: z.enum(seasonNames).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  state: z.enum(assortmentStates).optional(),
  status: z.enum(assortmentStatuses).optional(),
  search: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(5_000).optional(),
  skip: z.coerce.number().int().min(0).default(0),
});
export type AssortmentListQuery = z.infer<typeof assortmentListQuerySchema>;

export const assortmentListAnswerSchema = z.object({
  totalCount: z.number().int(),
  data: z.array(assortmentSchema),
});

/** POST /api/assortments/products/query: a page of a dynamic assortment (spec part 2 §7.3). */
export const assortmentProductsQueryRequestSchema = z.object({
  query: z.object({ filters: productSearchFiltersSchema.default({ styleOnly: false }) }).default({
    filters: { styleOnly: false },
  }),
  productType: z.enum(productTypes).default('Footwear'),
  'locations.code': z.enum(productSearchLocationCodes).default('US'),
  'locations.lineStatus': z.union([z.literal('ALL'), z.enum(lineStatuses)]).default('ALL'),
  _options: z.object({ totalCount: z.boolean().default(false) }).default({ totalCount: false }),
  _uiOptions: z.object({ startRow: z.number().int().min(0), endRow: z.number().int().min(0) }).optional(),
  limit: z.number().int().min(1).max(PRODUCT_SEARCH_LIMIT).default(100),
  skip: z.number().int().min(0).max(1_000_000).default(0),
  /** Keys style, cost, suggestedRetail, name, modifiedDate; 1 ascending, -1 descending. */
  sort: z
    .partialRecord(
      z.enum(['style', 'name', 'cost', 'suggestedRetail', 'modifiedDate']),
      z.union([z.literal(1), z.literal(-1)]),
    )
    .optional(),
});
export type AssortmentProductsQueryRequest = z.infer<typeof assortmentProductsQueryRequestSchema>;

/** The published list for other screens, with the spec's selected fields only. */
export const publishedAssortmentSchema = assortmentSchema.pick({
  _id: true,
  title: true,
  subTitle: true,
  starred: true,
  productType: true,
  locationId: true,
  archived: true,
  alerts: true,
  modifiedDate: true,
  hierarchy: true,
  region: true,
  gender: true,
  decimalsPlaces: true,
});

/** GET /api/assortments/export/{list}: a list as a workbook named as spec part 1 §9 says. */
export const assortmentExportParamsSchema = z.object({
  list: z.enum(Object.keys(assortmentExportFileNames) as [keyof typeof assortmentExportFileNames]),
});
/** The manager's list an export reads: quick-access exports its starred and recent grids apart. */
export const exportListView = (list: keyof typeof assortmentExportFileNames): AssortmentListQuery['view'] =>
  list === 'quick-access-starred' ? 'starred' : list === 'quick-access-recent' ? 'recent' : list;

/**
 * POST /api/options/data/Assortment[/{orgType}]: the pillars (or POP categories) of the products
 * in the caller's assortments that match (spec part 2 §7.3 "fetch categories or pillars").
 */
const assortmentOptionKeys = ['products.pillar', 'products.popCategory'] as const;
export const assortmentOptionsRequestSchema = z.object({
  keys: z.array(z.enum(assortmentOptionKeys)).min(1).max(2),
  query: z
    .object({
      state: z.enum(assortmentStates).optional(),
      season: z.enum(seasonNames).optional(),
      year: z.number().int().min(2000).max(2100).optional(),
      productType: z.enum(productTypes).optional(),
      method: z.enum(assortmentMethods).optional(),
      channel: z.enum(assortmentChannels).optional(),
      region: z.enum(assortmentRegions).optional(),
    })
    .default({}),
});
export type AssortmentOptionsRequest = z.infer<typeof assortmentOptionsRequestSchema>;
export const assortmentOptionsAnswerSchema = z.partialRecord(z.enum(assortmentOptionKeys), z.array(z.string()));
