import type {
  AssortmentAlert,
  AssortmentFileUsage,
  AssortmentLabel,
  AssortmentQuery,
  AssortmentRowValues,
  AssortmentStatus,
  AssortmentUiSettings,
  CustomContent,
} from '@stride/domain';

import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The version at which each value last changed: what a batch's conflict check reads. */
export type FieldVersions = Record<string, number>;

/**
 * Assortments and the folders of the manager's tree (spec part 1 §3 Assortment). `version`
 * counts the saved batches; `field_versions` says which version last changed each property.
 */
export const assortments = pgTable(
  'assortments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerName: text('owner_name').notNull(),
    parentId: uuid('parent_id'),
    type: text('type').$type<'folder' | 'item'>().notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    productType: text('product_type').$type<'Footwear' | 'Apparel' | 'POP'>().notNull(),
    orgType: text('org_type').$type<'internal' | 'regular'>().notNull(),
    method: text('method').$type<'static' | 'dynamic'>().notNull(),
    channel: text('channel').$type<'All' | 'Wholesale' | 'Retail'>().notNull(),
    region: text('region').$type<'All' | 'International' | 'Europe' | 'Domestic'>().notNull(),
    gender: text('gender'),
    season: text('season'),
    year: integer('year'),
    decimalsPlaces: smallint('decimals_places').notNull().default(2),
    state: text('state').$type<'Published' | 'Unpublished' | 'Archived'>().notNull(),
    archived: boolean('archived').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    /** The line status the assortment plans for (ALL = A, R, O): `matchesAssortmentStatus`. */
    status: text('status').$type<AssortmentStatus>().notNull().default('ALL'),
    locationId: text('location_id').$type<'US' | 'EU' | 'CA'>().notNull(),
    carryoverDate: integer('carryover_date'),
    collectionsQueryId: uuid('collections_query_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    logo: text('logo'),
    thumbnail: text('thumbnail'),
    labels: jsonb('labels').$type<AssortmentLabel[]>().notNull().default([]),
    alerts: jsonb('alerts').$type<AssortmentAlert[]>().notNull().default([]),
    query: jsonb('query').$type<AssortmentQuery>(),
    customContent: jsonb('custom_content').$type<CustomContent[]>().notNull().default([]),
    displayGroups: jsonb('display_groups').$type<string[]>().notNull().default([]),
    uiSettings: jsonb('ui_settings').$type<AssortmentUiSettings>().notNull(),
    fieldVersions: jsonb('field_versions').$type<FieldVersions>().notNull().default({}),
    version: integer('version').notNull().default(0),
    productCount: integer('product_count').notNull().default(0),
    createdDate: moment('created_date').notNull().defaultNow(),
    modifiedDate: moment('modified_date').notNull().defaultNow(),
    lastSyncDate: moment('last_sync_date'),
    lastEditedBy: uuid('last_edited_by').references(() => users.id, { onDelete: 'set null' }),
    lastEditedByName: text('last_edited_by_name'),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] }).onDelete('cascade'),
    // The manager's lists: one owner's entries, newest first, archived apart.
    index('assortments_owner_modified_idx').on(table.ownerId, table.archived, table.modifiedDate),
    index('assortments_parent_idx').on(table.parentId),
    index('assortments_state_idx').on(table.state, table.archived),
    // Internal line plans are the team's: listed by season, one per season, year, region, gender and title.
    index('assortments_internal_season_idx')
      .on(table.channel, table.year, table.season)
      .where(sql`${table.orgType} = 'internal'`),
    uniqueIndex('assortments_internal_identity_key')
      .on(table.season, table.year, table.region, sql`coalesce(${table.gender}, '')`, sql`lower(${table.title})`)
      .where(sql`${table.orgType} = 'internal' and ${table.type} = 'item'`),
  ],
);

/** The style-colours of a static assortment with the assortment's own values of each. */
export const assortmentProducts = pgTable(
  'assortment_products',
  {
    assortmentId: uuid('assortment_id')
      .notNull()
      .references(() => assortments.id, { onDelete: 'cascade' }),
    styleColorId: text('style_color').notNull(),
    style: text('style').notNull(),
    color: text('color').notNull(),
    sortOrder: integer('sort_order').notNull(),
    values: jsonb('values').$type<AssortmentRowValues>().notNull().default({}),
    fieldVersions: jsonb('field_versions').$type<FieldVersions>().notNull().default({}),
    /** The version that last added or changed this row. */
    version: integer('version').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.assortmentId, table.styleColorId] }),
    index('assortment_products_order_idx').on(table.assortmentId, table.sortOrder),
    index('assortment_products_style_idx').on(table.assortmentId, table.style),
  ],
);

/**
 * How a batch changed things, and what undoes it: enough to list, fan out and restore. The rows
 * as they are after it are the next batch's before-images, or the current rows.
 */
export type BatchRecord = {
  /** Rows as they were before, keyed by id (null: the row did not exist). */
  before: Record<string, { sortOrder: number; values: AssortmentRowValues } | null>;
  /** Assortment properties as they were before. */
  patchBefore: Record<string, unknown>;
  /** Ids of the rows the batch added, deleted, updated and sorted. */
  added: string[];
  deleted: string[];
  updated: string[];
  sorted: string[];
};

/** Every saved batch of an assortment, in version order: its history and the live fan-out's log. */
export const assortmentBatches = pgTable(
  'assortment_batches',
  {
    assortmentId: uuid('assortment_id')
      .notNull()
      .references(() => assortments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind').$type<'create' | 'batch' | 'restore' | 'rename' | 'merge'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    record: jsonb('record').$type<BatchRecord>().notNull(),
    createdDate: moment('created_date').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.assortmentId, table.version] })],
);

export type AssortmentRow = typeof assortments.$inferSelect;
export type NewAssortmentRow = typeof assortments.$inferInsert;
export type AssortmentProductRow = typeof assortmentProducts.$inferSelect;

/**
 * Who has an assortment open, one row per live connection, on any server process: the
 * connection refreshes `seen_at`, and rows not seen for a while are left out (a process that
 * died cannot delete its own).
 */
export const assortmentPresence = pgTable(
  'assortment_presence',
  {
    connectionId: uuid('connection_id').primaryKey(),
    assortmentId: uuid('assortment_id')
      .notNull()
      .references(() => assortments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    seenAt: moment('seen_at').notNull().defaultNow(),
  },
  (table) => [index('assortment_presence_assortment_idx').on(table.assortmentId, table.seenAt)],
);

/**
 * Files attached to an assortment (its logo, a line's picture, a display group's preview and
 * source file). A row is made when the upload is announced and becomes Ready when its bytes
 * arrived; the attachment itself is written by a batch, so history and live updates carry it.
 */
export const assortmentFiles = pgTable(
  'assortment_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assortmentId: uuid('assortment_id')
      .notNull()
      .references(() => assortments.id, { onDelete: 'cascade' }),
    usageType: text('usage_type').$type<AssortmentFileUsage>().notNull(),
    attachTo: text('attach_to').notNull(),
    filename: text('filename').notNull(),
    key: text('key').notNull().unique(),
    fileSize: integer('file_size').notNull(),
    contentType: text('content_type'),
    state: text('state').$type<'WaitingForFile' | 'Ready'>().notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: moment('created_date').notNull().defaultNow(),
  },
  (table) => [index('assortment_files_attachment_idx').on(table.assortmentId, table.usageType, table.attachTo)],
);
export type AssortmentFileRow = typeof assortmentFiles.$inferSelect;

/**
 * The edit lock of an internal assortment (spec part 2 §7.3 edit/lock): one editor at a time,
 * lapsing at `expires_at` unless the holder renews it.
 */
export const internalAssortmentLocks = pgTable('internal_assortment_locks', {
  assortmentId: uuid('assortment_id')
    .primaryKey()
    .references(() => assortments.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  userName: text('user_name').notNull(),
  expiresAt: moment('expires_at').notNull(),
});
