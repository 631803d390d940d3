import { z } from 'zod';
import { productTypes } from '../access/roles.js';
import { dateNumberSchema } from '../products/product.js';
import { genders, lineStatuses } from '../products/product-constants.js';
import { HERO_ANGLE, productImagePath } from '../products/product-images.js';
import { productSearchFiltersSchema, productSearchLocationCodes } from '../products/search.js';
import { assortmentMethods, orgTypes, seasonNames } from '../seasons/season.js';
import { digitalShowroomSettingsSchema } from '../showroom/showroom-settings.js';
import {
  assortmentChannels,
  assortmentRegions,
  assortmentStates,
  assortmentStatuses,
  assortmentTreeTypes,
  groupByOptions,
} from './assortment-constants.js';
import { assortmentFileUrlSchema } from './assortment-files.js';

const title = z.string().trim().min(1).max(200);
const note = z.string().max(4_000);

/** A label of the assortment (spec part 1 §3): rows may carry its name. */
export const assortmentLabelSchema = z.object({
  name: z.string().trim().min(1).max(40),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type AssortmentLabel = z.infer<typeof assortmentLabelSchema>;

/** A status alert on a style-colour (or the whole style when color is absent). */
export const assortmentAlertSchema = z.object({
  style: z.string().trim().min(1).max(20),
  color: z.string().trim().min(1).max(10).optional(),
  message: z.string().max(400).optional(),
});
export type AssortmentAlert = z.infer<typeof assortmentAlertSchema>;

/** Custom content of a display group on the group sort page (spec part 1 §3). */
export const customContentSchema = z.object({
  displayGroup: z.string().trim().min(1).max(200),
  html: z.string().max(100_000).nullable(),
  previewJpg: assortmentFileUrlSchema,
  sourceFile: assortmentFileUrlSchema,
});
export type CustomContent = z.infer<typeof customContentSchema>;

/** A sort of the grid: a column and its direction; customSort puts a column's values in the user's order. */
const gridSettingsSchema = z.object({
  sortOrder: z
    .array(z.object({ colId: z.string().min(1).max(60), sort: z.enum(['asc', 'desc']) }))
    .max(10)
    .default([]),
  groupIsEnabled: z.boolean().default(false),
  customSort: z.record(z.string().max(60), z.array(z.string().max(200)).max(500)).default({}),
  /** Column order, widths and hidden columns, as the user left them. */
  columns: z
    .array(
      z.object({
        colId: z.string().min(1).max(60),
        width: z.number().int().min(20).max(2_000).optional(),
        hide: z.boolean().optional(),
        pinned: z.enum(['left', 'right']).nullable().optional(),
      }),
    )
    .max(100)
    .default([]),
});
export type GridSettings = z.infer<typeof gridSettingsSchema>;

export const assortmentUiSettingsSchema = z.object({
  gridSettings: gridSettingsSchema.default({ sortOrder: [], groupIsEnabled: false, customSort: {}, columns: [] }),
  groupSettings: z.object({ groupBy: z.enum(groupByOptions) }).optional(),
  digitalShowroomSettings: digitalShowroomSettingsSchema.optional(),
  /** The filter bar's parameters as the search tab left them (URL search of the embedded search). */
  filterBar: z.record(z.string().max(60), z.string().max(20_000)).optional(),
});
export type AssortmentUiSettings = z.infer<typeof assortmentUiSettingsSchema>;

/**
 * The saved query of a dynamic assortment: the catalogue search's conditions (spec part 2 §7.3),
 * priced at the assortment's location.
 */
export const assortmentQuerySchema = z.object({
  filters: productSearchFiltersSchema.default({ styleOnly: false }),
  lineStatus: z.union([z.literal('ALL'), z.enum(lineStatuses)]).default('ALL'),
});
export type AssortmentQuery = z.infer<typeof assortmentQuerySchema>;

const person = z.object({ _id: z.uuid(), name: z.string() });

/** An assortment or a folder of the manager's tree, as the API answers it (spec part 1 §3). */
export const assortmentSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  type: z.enum(assortmentTreeTypes),
  title,
  subTitle: z.string().max(200).nullable(),
  /** Folder ids from the root down to this entry's own id: the tree path. */
  hierarchy: z.array(z.uuid()).max(20),
  parentId: z.uuid().nullable(),
  logo: z.string().max(500).nullable(),
  thumbnail: z.string().max(500).nullable(),
  productType: z.enum(productTypes),
  orgType: z.enum(orgTypes),
  method: z.enum(assortmentMethods),
  channel: z.enum(assortmentChannels),
  region: z.enum(assortmentRegions),
  gender: z.enum(genders).nullable(),
  season: z.enum(seasonNames).nullable(),
  year: z.number().int().min(2000).max(2100).nullable(),
  decimalsPlaces: z.number().int().min(0).max(4),
  state: z.enum(assortmentStates),
  archived: z.boolean(),
  starred: z.boolean(),
  /** The line status the assortment plans for: ALL (A, R, O) or one of them (`matchesAssortmentStatus`). */
  status: z.enum(assortmentStatuses),
  /** The pricing location: EU for Europe, else US (spec part 2 §9.4). */
  locationId: z.enum(productSearchLocationCodes),
  carryoverDate: dateNumberSchema.nullable(),
  collectionsQueryId: z.uuid().nullable(),
  sortOrder: z.number().int(),
  createdDate: z.iso.datetime(),
  modifiedDate: z.iso.datetime(),
  lastSyncDate: z.iso.datetime().nullable(),
  lastEditedByUser: person.nullable(),
  owner: person,
  productCount: z.number().int().min(0),
  alerts: z.array(assortmentAlertSchema).max(10_000),
  labels: z.array(assortmentLabelSchema).max(50),
  query: assortmentQuerySchema.nullable(),
  customContent: z.array(customContentSchema).max(200),
  /** The display groups of the group sort page, in order (Uncategorized is implicit and last). */
  displayGroups: z.array(z.string().max(200)).max(500),
  uiSettings: assortmentUiSettingsSchema,
  /** Increases with every saved batch; a batch names the version it was made on. */
  version: z.number().int().min(0),
});
export type Assortment = z.infer<typeof assortmentSchema>;

/**
 * One style-colour of an assortment as the grid shows it: the catalogue's values priced at the
 * assortment's location, and the assortment's own values (label, notes, discounts, order).
 * The spec's row fields title, subTitle, hierarchy and netClose are not sent: they are name,
 * colorDescription, [style, id] and netCost under other names, and a 5,000-row answer would
 * carry every one twice (docs/decisions/assortments.md).
 */
export const assortmentProductSchema = z.object({
  id: z.string().min(3).max(31),
  style: z.string(),
  color: z.string(),
  styleNumeric: z.number().int(),
  name: z.string(),
  productType: z.enum(productTypes),
  division: z.string(),
  divisionGroup: z.string(),
  gender: z.string(),
  colorDescription: z.string(),
  outsole: z.string().nullable(),
  upper: z.string().nullable(),
  popCategory: z.string().nullable(),
  seasonCodes: z.array(z.string()),
  /** Null when the catalogue no longer prices the style-colour at the assortment's location. */
  lineStatus: z.enum(lineStatuses).nullable(),
  cost: z.number().nullable(),
  suggestedRetail: z.number().nullable(),
  markupPercent: z.number().nullable(),
  firstAvailDate: z.number().int().nullable(),
  totalInventory: z.number().int().nullable(),
  currencySymbol: z.string(),
  decimalPlaces: z.number().int(),
  /** False when the style-colour has left the catalogue: the row stays, flagged. */
  inCatalogue: z.boolean(),
  // The assortment's own values
  sortOrder: z.number().int(),
  displayGroup: z.string().nullable(),
  label: z.string().nullable(),
  carryover: z.union([z.literal(0), z.literal(1)]),
  selected: z.boolean(),
  pillar: z.string(),
  discountPercent: z.number().nullable(),
  discountAmount: z.number().nullable(),
  netCost: z.number().nullable(),
  styleNote: note.nullable(),
  colorNote: note.nullable(),
  collectionStyleNote: note.nullable(),
  collectionColorNote: note.nullable(),
  tags: z.array(z.string().max(40)).max(20),
  /** The line's own picture (an assortment file), shown instead of the catalogue's; null for the catalogue's. */
  thumbnail: z.string().nullable(),
  /** What prints for the line: `assortmentRowPrintImage`. */
  printImage: z.string(),
  /** The assortment version that last changed one of this row's values. */
  version: z.number().int().min(0),
});
export type AssortmentProduct = z.infer<typeof assortmentProductSchema>;

/**
 * The picture documents print for a line: its own picture when it has one, as the grid shows it,
 * else the catalogue's print image (the hero angle at medium size, as the catalogue's printImage).
 */
export const assortmentRowPrintImage = (row: Pick<AssortmentProduct, 'id' | 'thumbnail'>): string =>
  row.thumbnail ?? productImagePath(row.id, HERO_ANGLE, 'medium');

/** An assortment with its products (GET /api/assortments/{id}). */
export const assortmentWithProductsSchema = assortmentSchema.extend({
  products: z.array(assortmentProductSchema),
});
export type AssortmentWithProducts = z.infer<typeof assortmentWithProductsSchema>;
