import type { ImageAngle, ImageKind, LineStatus, Product, ProductType } from '@stride/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The catalogue: one row per style-colour with the full document in `document`, and beside it
 * the fields product search filters, sorts and counts facets on, as indexed columns. Trigram
 * indexes need pg_trgm, enabled by the custom pg_trgm migration before them.
 */
export const products = pgTable(
  'products',
  {
    styleColorId: text('style_color').primaryKey(),
    style: text('style').notNull(),
    styleNumeric: integer('style_numeric').notNull(),
    color: text('color').notNull(),
    name: text('name').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    division: text('division').notNull(),
    gender: text('gender').notNull(),
    pillar: text('pillar').notNull(),
    lifeCycle: text('life_cycle').notNull(),
    seasonCodes: text('season_codes').array().notNull(),
    /** channel_season_year_region_productType keys, derived on write (productKeyInitiatives). */
    keyInitiatives: text('key_initiatives').array().notNull(),
    features: text('features').array().notNull(),
    /** { type, shape, height, closure, sport, lighted, vegan, width, apparelType, apparelSubType } */
    categories: jsonb('categories').$type<Product['categories']>().notNull(),
    /** { color1-3, material1-3 } */
    components: jsonb('components').$type<Product['components']>().notNull(),
    outsole: text('outsole'),
    upper: text('upper'),
    /** The name filter matches the name and the outsole and upper parts. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`name || ' ' || coalesce(outsole, '') || ' ' || coalesce(upper, '')`),
    description: text('description').notNull(),
    /** For the summaries of search results (product-summary.ts), which read no document. */
    colorDescription: text('color_description').notNull().default(''),
    popCategory: text('pop_category'),
    popType: text('pop_type'),
    popGender: text('pop_gender'),
    popUsage: text('pop_usage'),
    popMaterials: text('pop_materials').array().notNull(),
    dueDate: integer('due_date'),
    carryover: boolean('carryover').notNull(),
    newColor: boolean('new_color').notNull(),
    /**
     * The whole product, as JSON text (json, not jsonb): it is only ever returned, never queried,
     * and search pages send it on as stored instead of converting jsonb back to text.
     */
    document: json('document').$type<Product>().notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull(),
    modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull(),
  },
  (table) => [
    // text_pattern_ops serves both = and the prefix LIKE of style autocomplete, whatever the collation.
    index('products_style_idx').on(table.style.op('text_pattern_ops')),
    index('products_type_style_idx').on(table.productType, table.styleNumeric, table.style, table.color),
    index('products_type_division_idx').on(table.productType, table.division),
    index('products_type_gender_idx').on(table.productType, table.gender),
    index('products_type_pillar_idx').on(table.productType, table.pillar),
    index('products_modified_idx').on(table.modifiedDate),
    index('products_due_date_idx').on(table.dueDate),
    index('products_season_codes_idx').using('gin', table.seasonCodes),
    index('products_key_initiatives_idx').using('gin', table.keyInitiatives),
    index('products_features_idx').using('gin', table.features),
    index('products_categories_idx').using('gin', table.categories.op('jsonb_path_ops')),
    index('products_components_idx').using('gin', table.components.op('jsonb_path_ops')),
    index('products_search_name_trgm_idx').using('gin', table.searchName.op('gin_trgm_ops')),
    index('products_description_trgm_idx').using('gin', table.description.op('gin_trgm_ops')),
  ],
);

const money = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' });

/** Prices, line status and dates per location, for the price, line status and availability filters. */
export const productLocations = pgTable(
  'product_locations',
  {
    styleColorId: text('style_color')
      .notNull()
      .references(() => products.styleColorId, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    lineStatus: text('line_status').$type<LineStatus>().notNull(),
    sizeRange: text('size_range').notNull(),
    wholesalePrice: money('wholesale_price').notNull(),
    originalCost: money('original_cost').notNull(),
    suggestedRetail: money('suggested_retail').notNull(),
    netCost: money('net_cost').notNull(),
    markupPercent: numeric('markup_percent', { precision: 7, scale: 2, mode: 'number' }),
    statusDate: integer('status_date').notNull(),
    lastProdDate: integer('last_prod_date').notNull(),
    styleLastProdDate: integer('style_last_prod_date').notNull(),
    addDate: integer('add_date').notNull(),
    firstAvailDate: integer('first_avail_date').notNull(),
    totalInventory: integer('total_inventory').notNull(),
    /** Size → first date it is available, for the individual size filter. */
    sizeAvailDates: jsonb('size_avail_dates').$type<Record<string, number>>().notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    decimalPlaces: smallint('decimal_places').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.styleColorId, table.code] }),
    index('product_locations_line_status_idx').on(table.code, table.lineStatus),
    index('product_locations_wholesale_idx').on(table.code, table.wholesalePrice),
    index('product_locations_retail_idx').on(table.code, table.suggestedRetail),
    index('product_locations_first_avail_idx').on(table.code, table.firstAvailDate),
    index('product_locations_last_prod_idx').on(table.code, table.lastProdDate),
  ],
);

/**
 * What product search filters, counts and sorts on, one narrow row per style-colour and location:
 * the location's line status and prices beside copies of the product's filter and sort columns.
 * A search reads this table alone instead of joining products to their locations, so the
 * planner sees the type, division and gender together (their correlation is in the extended
 * statistics of the search-table migration) and counts without a join. Written with the product
 * (product-rows.ts) and removed with its location; the other filters join products or
 * product_locations by key.
 */
export const productSearch = pgTable(
  'product_search',
  {
    code: text('code').notNull(),
    styleColorId: text('style_color').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    lineStatus: text('line_status').$type<LineStatus>().notNull(),
    division: text('division').notNull(),
    gender: text('gender').notNull(),
    seasonCodes: text('season_codes').array().notNull(),
    styleNumeric: integer('style_numeric').notNull(),
    name: text('name').notNull(),
    /**
     * What the name filter matches (name, outsole and upper), lower-cased: a case-sensitive LIKE
     * on it costs a fraction of an ILIKE, which lower-cases every row it reads.
     */
    searchName: text('search_name').notNull().default(''),
    modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull(),
    /** With the modified date and the location's add date, the newest sort (spec part 1 §9). */
    createdDate: timestamp('created_date', { withTimezone: true }).notNull(),
    addDate: integer('add_date').notNull(),
    wholesalePrice: money('wholesale_price').notNull(),
    suggestedRetail: money('suggested_retail').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.code, table.styleColorId] }),
    foreignKey({
      columns: [table.styleColorId, table.code],
      foreignColumns: [productLocations.styleColorId, productLocations.code],
    }).onDelete('cascade'),
    index('product_search_filter_idx').on(table.code, table.productType, table.division, table.gender),
    // One per sort field: a page of a search that keeps many rows is read by walking one of these.
    index('product_search_style_idx').on(table.code, table.productType, table.styleNumeric, table.styleColorId),
    index('product_search_name_idx').on(table.code, table.productType, table.name),
    index('product_search_wholesale_idx').on(table.code, table.productType, table.wholesalePrice),
    index('product_search_retail_idx').on(table.code, table.productType, table.suggestedRetail),
    index('product_search_modified_idx').on(table.code, table.productType, table.modifiedDate),
    // Newest first reads it backwards (all three dates descending).
    index('product_search_newest_idx').on(
      table.code,
      table.productType,
      table.modifiedDate,
      table.createdDate,
      table.addDate,
    ),
    // The name filter finds its few thousand candidates here and checks them on this narrow table.
    index('product_search_search_name_trgm_idx').using('gin', table.searchName.op('gin_trgm_ops')),
  ],
);

/** The angles a style-colour has pictures of; a style-colour without any shows the coming-soon image. */
export const productImages = pgTable(
  'product_images',
  {
    styleColorId: text('style_color')
      .notNull()
      .references(() => products.styleColorId, { onDelete: 'cascade' }),
    angle: text('angle').$type<ImageAngle>().notNull(),
    kind: text('kind').$type<ImageKind>().notNull(),
    hero: boolean('hero').notNull().default(false),
    /** Angle images are de-duplicated by file name. */
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.styleColorId, table.angle, table.kind] })],
);

export type ProductRow = typeof products.$inferInsert;
export type ProductLocationRow = typeof productLocations.$inferInsert;
export type ProductImageRow = typeof productImages.$inferInsert;
export type ProductSearchRow = typeof productSearch.$inferInsert;
