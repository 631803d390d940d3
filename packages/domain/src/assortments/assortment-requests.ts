import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { collectionSchema } from '../collections/collection.js';
import { PRODUCT_SEARCH_LIMIT } from '../constants/limits.js';
import { orderSummarySchema } from '../orders/order.js';
import { dateNumberSchema } from '../products/product.js';
import { genders, lineStatuses } from '../products/product-constants.js';
import { productSearchFiltersSchema, productSearchLocationCodes } from '../products/search.js';
import { styleColorIdSchema } from '../products/style-color-id.js';
import { assortmentMethods, orgTypes, seasonNames } from '../seasons/season.js';
import {
  type AssortmentProduct,
  assortmentAlertSchema,
  assortmentLabelSchema,
  assortmentProductSchema,
  assortmentQuerySchema,
  assortmentSchema,
  assortmentUiSettingsSchema,
  customContentSchema,
} from './assortment.js';
import {
  assortmentChannels,
  assortmentExportFileNames,
  assortmentListViews,
  assortmentRegions,
  assortmentSortOptions,
  assortmentStates,
  assortmentStatuses,
  assortmentTreeTypes,
  DEFAULT_ASSORTMENT_STATUS,
  MAX_ASSORTMENT_PRODUCTS,
  MAX_BATCH_ROWS,
} from './assortment-constants.js';
import { assortmentFileUrlSchema } from './assortment-files.js';
import { assortmentStyleLinesSchema } from './assortment-lines.js';
import { assortmentRowFieldNames } from './row-fields.js';

const title = z.string().trim().min(1).max(200);
const style = z.string().trim().min(1).max(20).toUpperCase();
const color = z.string().trim().min(1).max(10).toUpperCase();
const styleColorId = z.string().trim().toUpperCase().pipe(styleColorIdSchema);

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

/** GET /api/assortments/{id} `_options` (spec part 2 §7.3). */
export const assortmentGetQuerySchema = z.object({
  /** Answer the products too (default); false for the header only. */
  products: z.stringbool().default(true),
  /** False leaves every null-valued field out of the answer, header and rows: a missing field is null. */
  preserveNulls: z.stringbool().default(true),
  /** Adds defaultCollection. */
  includeDefaultCollections: z.stringbool().default(false),
  /** Adds orders: the ones made from the assortment that the caller may see. */
  includeOrders: z.stringbool().default(false),
});
export type AssortmentGetQuery = z.infer<typeof assortmentGetQuerySchema>;

/** An order made from the assortment, as `includeOrders` answers it: who may see it sees this much. */
export const assortmentOrderSchema = orderSummarySchema.pick({
  _id: true,
  orderNumber: true,
  orderIdentifier: true,
  type: true,
  status: true,
  orderApprovalStatus: true,
  purpose: true,
  createdDate: true,
  modifiedDate: true,
  submittedDate: true,
  completedDate: true,
});
export type AssortmentOrder = z.infer<typeof assortmentOrderSchema>;

/**
 * GET /api/assortments/{id}: the assortment, its lines grouped by style (`assortmentLinesOf`
 * makes the grid's rows of them; none when `products` is false or for a folder), and what
 * `_options` asked for.
 */
export const assortmentGetAnswerSchema = assortmentSchema.extend({
  styles: z.array(assortmentStyleLinesSchema),
  /**
   * The caller's collection of the assortment (the one the grid's collection query answers
   * first); null before one is made, as reading never makes one.
   */
  defaultCollection: collectionSchema.nullable().optional(),
  /** The orders made from the assortment that the caller may see, newest first (`includeOrders`). */
  orders: z.array(assortmentOrderSchema).optional(),
});
export type AssortmentGetAnswer = z.infer<typeof assortmentGetAnswerSchema>;
/** An assortment as read, with its lines one by one: the answer before they are grouped by style. */
export type AssortmentRead = Omit<AssortmentGetAnswer, 'styles'> & { products: AssortmentProduct[] };

/** The fields the new/edit dialog sets ('Select Assortment Type'). */
const assortmentAttributes = {
  subTitle: z.string().trim().max(200).nullable().optional(),
  productType: z.enum(productTypes).default('Footwear'),
  method: z.enum(assortmentMethods).default('static'),
  channel: z.enum(assortmentChannels).default('All'),
  region: z.enum(assortmentRegions).default('All'),
  gender: z.enum(genders).nullable().optional(),
  season: z.enum(seasonNames).nullable().optional(),
  year: z.number().int().min(2000).max(2100).nullable().optional(),
  decimalsPlaces: z.number().int().min(0).max(4).default(2),
  locationId: z.enum(productSearchLocationCodes).optional(),
  status: z.enum(assortmentStatuses).default(DEFAULT_ASSORTMENT_STATUS),
};

/** POST /api/assortments: a new assortment or folder; data with a title. */
export const createAssortmentRequestSchema = z.object({
  title,
  type: z.enum(assortmentTreeTypes).default('item'),
  parentId: z.uuid().nullable().default(null),
  ...assortmentAttributes,
  query: assortmentQuerySchema.nullable().optional(),
  /** Style-colours to start with (static). */
  products: z.array(z.object({ style, color })).max(MAX_ASSORTMENT_PRODUCTS).optional(),
});
export type CreateAssortmentRequest = z.infer<typeof createAssortmentRequestSchema>;

/** Properties an edit may change (PATCH /api/assortments/{id} and the batch's patch). */
export const assortmentPatchSchema = z
  .object({
    title,
    subTitle: z.string().trim().max(200).nullable(),
    productType: z.enum(productTypes),
    method: z.enum(assortmentMethods),
    channel: z.enum(assortmentChannels),
    region: z.enum(assortmentRegions),
    gender: z.enum(genders).nullable(),
    season: z.enum(seasonNames).nullable(),
    year: z.number().int().min(2000).max(2100).nullable(),
    decimalsPlaces: z.number().int().min(0).max(4),
    locationId: z.enum(productSearchLocationCodes),
    state: z.enum(assortmentStates),
    status: z.enum(assortmentStatuses),
    archived: z.boolean(),
    starred: z.boolean(),
    parentId: z.uuid().nullable(),
    sortOrder: z.number().int(),
    carryoverDate: dateNumberSchema.nullable(),
    logo: assortmentFileUrlSchema,
    thumbnail: assortmentFileUrlSchema,
    labels: z.array(assortmentLabelSchema).max(50),
    alerts: z.array(assortmentAlertSchema).max(10_000),
    query: assortmentQuerySchema.nullable(),
    customContent: z.array(customContentSchema).max(200),
    displayGroups: z.array(z.string().trim().min(1).max(200)).max(500),
    uiSettings: assortmentUiSettingsSchema,
  })
  .partial();
export type AssortmentPatch = z.infer<typeof assortmentPatchSchema>;
export type AssortmentPatchField = keyof AssortmentPatch;

/** A cell value as the grid sends it; the domain's cell rules turn it into what is stored. */
const rowCellValueSchema = z.union([
  z.string().max(4_000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(40)).max(20),
]);
export type RowCellValue = z.infer<typeof rowCellValueSchema>;

const rowChangesSchema = z.partialRecord(z.enum(assortmentRowFieldNames), rowCellValueSchema);
export type RowChanges = z.infer<typeof rowChangesSchema>;

/**
 * One operation of a batch. The spec sends a list of objects keyed addProducts, deleteProducts,
 * updateProducts, sortProducts and patch; an object may carry several of them, applied in that order.
 */
const assortmentBatchOperationSchema = z.object({
  addProducts: z
    .array(z.object({ style, color, sortOrder: z.number().int().optional(), changes: rowChangesSchema.optional() }))
    .max(MAX_BATCH_ROWS)
    .optional(),
  deleteProducts: z
    .array(z.object({ id: styleColorId }))
    .max(MAX_BATCH_ROWS)
    .optional(),
  updateProducts: z
    .array(z.object({ id: styleColorId, changes: rowChangesSchema }))
    .max(MAX_BATCH_ROWS)
    .optional(),
  sortProducts: z
    .array(z.object({ id: styleColorId, sortOrder: z.number().int() }))
    .max(MAX_ASSORTMENT_PRODUCTS)
    .optional(),
  patch: assortmentPatchSchema.optional(),
});
export type AssortmentBatchOperation = z.infer<typeof assortmentBatchOperationSchema>;

/** PATCH /api/assortments/batch/{id}: the list, and the version it was made on. */
export const assortmentBatchRequestSchema = z.array(assortmentBatchOperationSchema).min(1).max(100);
export const assortmentBatchQuerySchema = z.object({ baseVersion: z.coerce.number().int().min(0) });

/** What a saved batch answers: the new version, the rows as now stored, the ids removed. */
export const assortmentBatchAnswerSchema = z.object({
  message: z.literal('Success'),
  version: z.number().int(),
  products: z.array(assortmentProductSchema),
  deleted: z.array(z.string()),
  /** Requests to add a style-colour already in the assortment, or not in the catalogue: not added. */
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(['alreadyInAssortment', 'notFound', 'notAllowed']) })),
  assortment: assortmentSchema,
});
export type AssortmentBatchAnswer = z.infer<typeof assortmentBatchAnswerSchema>;

/** POST /api/assortments/cloneMany: duplicates for oneself, or copies for another user. */
export const cloneAssortmentsRequestSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  /** Copy for another user: they own the copies. */
  userId: z.uuid().optional(),
  /** Title of the copy when one assortment is copied; otherwise "{title} (copy)". */
  title: title.optional(),
});
export const cloneAssortmentsAnswerSchema = z.object({
  status: z.enum(['success', 'partial']),
  data: z.array(assortmentSchema),
  failures: z.array(z.object({ id: z.uuid(), message: z.string() })),
});

/** PATCH /api/assortments/{id}/merge: the products of other assortments join this one. */
export const mergeAssortmentsRequestSchema = z.object({ sourceIds: z.array(z.uuid()).min(1).max(50) });

/** One line renumbered to another style-colour; the grid's rename dialog checks its input with it. */
export const renameProductSchema = z.object({ id: styleColorId, newStyle: style, newColor: color });

/** POST /api/assortments/{id}/renameProducts: a style-colour renumbered in the catalogue. */
export const renameProductsRequestSchema = z.object({
  baseVersion: z.number().int().min(0),
  renameProducts: z.array(renameProductSchema).min(1).max(MAX_BATCH_ROWS),
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

/** One saved batch in an assortment's history. */
export const assortmentHistoryEntrySchema = z.object({
  version: z.number().int(),
  kind: z.enum(['create', 'batch', 'restore', 'rename', 'merge']),
  user: z.object({ _id: z.uuid().nullable(), name: z.string() }),
  createdDate: z.iso.datetime(),
  added: z.number().int(),
  deleted: z.number().int(),
  updated: z.number().int(),
  sorted: z.number().int(),
  /** Assortment properties the batch changed. */
  patched: z.array(z.string()),
  /** Up to 20 style-colours the batch touched, for the history list. */
  sample: z.array(z.string()),
});
export type AssortmentHistoryEntry = z.infer<typeof assortmentHistoryEntrySchema>;
export const restoreAssortmentRequestSchema = z.object({ version: z.number().int().min(0) });

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
