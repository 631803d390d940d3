import type { AssetAddMethod, AssetFileState, AssetState, FileUsageType, LibraryType } from '@stride/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

const day = (name: string) => date(name, { mode: 'string' });
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Library assets (spec part 1 §3 "Library assets"): one row per asset with every grid column as
 * a column, so filters, sorts and facet counts read indexes. `searchText` is the name, the file
 * names and the body, kept by the repository whenever one of them changes (keyword filter).
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    libraryType: text('library_type').$type<LibraryType>().notNull(),
    state: text('state').$type<AssetState>().notNull(),
    /** A new asset whose Primary file has not arrived yet: hidden from every grid. */
    waitingForFile: boolean('waiting_for_file').notNull().default(false),
    name: text('name').notNull(),
    lang: text('lang'),
    year: integer('year'),
    season: text('season'),
    initiative: text('initiative'),
    function: text('function'),
    element: text('element'),
    category: text('category'),
    entity: text('entity'),
    storeType: text('store_type'),
    addedBy: text('added_by'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    gender: text('gender'),
    assetType: text('asset_type'),
    assetSubType: text('asset_sub_type'),
    docType: text('doc_type'),
    divisionId: text('division_ids').array().notNull().default(sql`'{}'::text[]`),
    region: text('region'),
    tag: text('tag'),
    status: text('status'),
    orientation: text('orientation'),
    productSubType: text('product_sub_type'),
    usage: text('usage'),
    vmCategory: text('vm_category'),
    mediaDisplay: text('media_display'),
    beginDate: day('begin_date'),
    expireDate: day('expire_date'),
    body: text('body'),
    searchText: text('search_text').notNull().default(''),
    createdDate: moment('created_date').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    modifiedDate: moment('modified_date').notNull().defaultNow(),
    lastEditedBy: uuid('last_edited_by').references(() => users.id, { onDelete: 'set null' }),
    lastEditedByName: text('last_edited_by_name'),
  },
  (table) => [
    // A grid page reads one library and state in sort order; the id keeps equal names in order.
    index('assets_library_name_idx').on(table.libraryType, table.state, table.name, table.id),
    index('assets_library_modified_idx').on(table.libraryType, table.state, table.modifiedDate, table.id),
    index('assets_library_asset_type_idx').on(table.libraryType, table.state, table.assetType),
    index('assets_library_category_idx').on(table.libraryType, table.state, table.category),
    index('assets_library_gender_idx').on(table.libraryType, table.state, table.gender),
    index('assets_library_season_year_idx').on(table.libraryType, table.state, table.season, table.year),
    index('assets_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/** An asset's files: the Primary and Working Files, each a storage object once uploaded. */
export const assetFiles = pgTable(
  'asset_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    usageType: text('usage_type').$type<FileUsageType>().notNull(),
    /** The storage key (and the upload target's key). */
    key: text('key').notNull().unique(),
    contentType: text('content_type'),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    thumbnailKey: text('thumbnail_key'),
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    state: text('state').$type<AssetFileState>().notNull(),
    /** The name as the user's computer had it; null for files announced before it was kept. */
    sourceFile: text('source_file'),
    addMethod: text('add_method').$type<AssetAddMethod>().notNull().default('Upload'),
    hero: boolean('hero').notNull().default(false),
    /** Who announced the upload: only they may upload its bytes. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: moment('created_date').notNull().defaultNow(),
    modifiedDate: moment('modified_date').notNull().defaultNow(),
  },
  (table) => [index('asset_files_asset_idx').on(table.assetId)],
);

/** Per-user flags on assets (spec part 2 §7.2 userFlags): StepAsset rows show `seen`. */
export const userFlags = pgTable(
  'user_flags',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    flag: text('flag').$type<'seen'>().notNull(),
    createdDate: moment('created_date').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.assetId, table.flag] })],
);

export type AssetRow = typeof assets.$inferSelect;
export type AssetFileRow = typeof assetFiles.$inferSelect;
