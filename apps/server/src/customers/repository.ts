import { CUSTOMER_LOOKUP_LIMIT } from '@stride/domain';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { escapeLike } from '../platform/db/escape-like.js';
import { customers } from './tables.js';

export type CustomerSearch = {
  text: string;
  /** null: every territory (ADMIN/ADMIN). */
  territories: readonly string[] | null;
  corporateOnly: boolean;
};

export const createCustomersRepository = (db: Database) => ({
  /** Accounts whose number or name holds the text, names first in order, at most a type-ahead's worth. */
  search: async ({ text, territories, corporateOnly }: CustomerSearch) => {
    if (territories?.length === 0) return [];
    const pattern = `%${escapeLike(text)}%`;
    const conditions: (SQL | undefined)[] = [
      or(ilike(customers.accountNumber, pattern), ilike(customers.name, pattern)),
      territories ? inArray(customers.territory, [...territories]) : undefined,
      corporateOnly ? eq(customers.corporate, true) : undefined,
    ];
    return db
      .select()
      .from(customers)
      .where(and(...conditions))
      .orderBy(asc(customers.name), asc(customers.accountNumber))
      .limit(CUSTOMER_LOOKUP_LIMIT);
  },
});

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
