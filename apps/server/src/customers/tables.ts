import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Customer accounts (spec part 2 §7.6): looked up by number or name while naming an assortment's
 * customer or a report's accounts; each belongs to one sales territory.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountNumber: text('account_number').notNull().unique(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    territory: text('territory').notNull(),
    corporate: boolean('corporate').notNull().default(false),
  },
  (table) => [index('customers_territory_name_idx').on(table.territory, table.name)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
