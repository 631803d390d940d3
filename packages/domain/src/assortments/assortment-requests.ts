import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { collectionSchema } from '../collections/collection.js';
import { orderSummarySchema } from '../orders/order.js';
import { dateNumberSchema } from '../products/product.js';
import { genders } from '../products/product-constants.js';
import { productSearchLocationCodes } from '../products/search.js';
import { assortmentMethods, seasonNames } from '../seasons/season.js';
import {
  type AssortmentProduct,
  assortmentAlertSchema,
  assortmentLabelSchema,
  assortmentQuerySchema,
  assortmentSchema,
  assortmentUiSettingsSchema,
  customContentSchema,
} from './assortment.js';
import {
  assortmentChannels,
  assortmentRegions,
  assortmentStates,
  assortmentStatuses,
  assortmentTreeTypes,
  DEFAULT_ASSORTMENT_STATUS,
  MAX_ASSORTMENT_PRODUCTS,
} from './assortment-constants.js';
import { assortmentFileUrlSchema } from './assortment-files.js';
import { assortmentStyleLinesSchema } from './assortment-lines.js';
import { color, style, title } from './request-fields.js';

/*
 * The calls on one assortment: read it, create it, edit its properties, copy it.
 */

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
