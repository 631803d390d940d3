import type { CollectionProduct } from '@stride/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.js';

type LinkageObject = Record<string, string | number>;

/**
 * Collections (spec part 1 §3 Collection): a user's list of style-colours linked to an
 * assortment (linkage_id) or to a season's line (linkage_object), e.g. picks from the search tab.
 */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    collectionType: text('collection_type').notNull(),
    linkageType: text('linkage_type').$type<'linkageId' | 'linkageObject'>().notNull(),
    linkageId: uuid('linkage_id'),
    linkageObject: jsonb('linkage_object').$type<LinkageObject>(),
    products: jsonb('products').$type<CollectionProduct[]>().notNull().default([]),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('collections_owner_type_idx').on(table.ownerId, table.collectionType, table.linkageId)],
);

export type CollectionRow = typeof collections.$inferSelect;
