import type { OrderCustomer, WholesaleRegion } from '@stride/domain';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.js';

/**
 * What the wholesale order form knows of an account beyond the official customers table (spec
 * part 1 §3 Orders, customer): its buyer's e-mail, region, currency, defaults per store and
 * division, terms, the pack codes it orders in, and the rep who serves it.
 */
export const wholesaleCustomers = pgTable(
  'wholesale_customers',
  {
    accountNumber: text('account_number')
      .primaryKey()
      .references(() => customers.accountNumber, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    region: text('region').$type<WholesaleRegion>().notNull(),
    currency: text('currency').notNull(),
    defaults: jsonb('defaults').$type<OrderCustomer['defaults']>().notNull().default([]),
    termsInfo: jsonb('terms_info').$type<OrderCustomer['termsInfo']>().notNull().default([]),
    packCodes: text('pack_codes').array().notNull().default([]),
    /** The rep who serves the account (a user code) and their rep number for it. */
    repUserCode: text('rep_user_code').notNull(),
    repNumber: text('rep_number').notNull(),
  },
  (table) => [index('wholesale_customers_rep_idx').on(table.repUserCode)],
);

export type WholesaleCustomerRow = typeof wholesaleCustomers.$inferSelect;
export type NewWholesaleCustomer = typeof wholesaleCustomers.$inferInsert;
