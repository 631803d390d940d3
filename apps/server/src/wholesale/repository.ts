import {
  AUTOCOMPLETE_LIMIT,
  type LineStatus,
  locationOfRegion,
  type Product,
  type WholesaleOrigin,
  type WholesaleRegion,
} from '@stride/domain';
import { and, asc, eq, gt, ilike, inArray, like, min, count as rowCount, type SQL } from 'drizzle-orm';
import { customers } from '../customers/tables.js';
import { orderLines, orders } from '../orders/tables.js';
import type { Database } from '../platform/db/database.js';
import { escapeLike } from '../platform/db/escape-like.js';
import { productLocations, products } from '../products/tables.js';
import { wholesaleCustomers } from './tables.js';

/** Line statuses a wholesale order may order (the sellable ones). */
const SELLABLE: LineStatus[] = ['A', 'R', 'O'];

/** Whose customers: a rep's own, or every account (null, for ADMIN/ADMIN). */
export type CustomerScope = { repUserCode: string | null };

export type StyleScope = { region: WholesaleRegion; origin: WholesaleOrigin };

const customerColumns = {
  id: customers.accountNumber,
  name: customers.name,
  city: customers.city,
  country: customers.country,
  email: wholesaleCustomers.email,
  region: wholesaleCustomers.region,
  currency: wholesaleCustomers.currency,
  defaults: wholesaleCustomers.defaults,
  termsInfo: wholesaleCustomers.termsInfo,
  packCodes: wholesaleCustomers.packCodes,
  repNumber: wholesaleCustomers.repNumber,
};

const ofScope = (scope: CustomerScope) =>
  scope.repUserCode === null ? undefined : eq(wholesaleCustomers.repUserCode, scope.repUserCode);

/** The catalogue rows a region and origin may order: sellable at the region's location; domestic ones in stock. */
const styleConditions = ({ region, origin }: StyleScope): SQL[] => [
  eq(productLocations.code, locationOfRegion(region)),
  inArray(productLocations.lineStatus, SELLABLE),
  ...(origin === 'domestic' ? [gt(productLocations.totalInventory, 0)] : []),
];

export const createWholesaleRepository = (db: Database) => {
  const customerQuery = () =>
    db
      .select(customerColumns)
      .from(wholesaleCustomers)
      .innerJoin(customers, eq(customers.accountNumber, wholesaleCustomers.accountNumber));

  const styleSummaries = () =>
    db
      .select({
        style: products.style,
        name: min(products.name),
        productType: min(products.productType),
        division: min(products.division),
        colorCount: rowCount(),
      })
      .from(products)
      .innerJoin(productLocations, eq(productLocations.styleColorId, products.styleColorId));

  return {
    /** Accounts whose name holds the text, names first in order, at most an autocomplete's worth. */
    searchCustomers: (scope: CustomerScope, name: string, region?: WholesaleRegion) =>
      customerQuery()
        .where(
          and(
            ofScope(scope),
            ilike(customers.name, `%${escapeLike(name)}%`),
            region ? eq(wholesaleCustomers.region, region) : undefined,
          ),
        )
        .orderBy(asc(customers.name))
        .limit(AUTOCOMPLETE_LIMIT),

    customer: async (scope: CustomerScope, id: string) =>
      (await customerQuery().where(and(ofScope(scope), eq(customers.accountNumber, id))))[0] ?? null,

    repNumbers: async (repUserCode: string) =>
      (
        await db
          .selectDistinct({ repNumber: wholesaleCustomers.repNumber })
          .from(wholesaleCustomers)
          .where(eq(wholesaleCustomers.repUserCode, repUserCode))
          .orderBy(asc(wholesaleCustomers.repNumber))
      ).map((row) => row.repNumber),

    /** Styles starting with what was typed (prefix on the indexed style column). */
    styleOptions: (scope: StyleScope, prefix: string) =>
      styleSummaries()
        .where(and(like(products.style, `${escapeLike(prefix)}%`), ...styleConditions(scope)))
        .groupBy(products.style)
        .orderBy(asc(products.style))
        .limit(AUTOCOMPLETE_LIMIT),

    styleList: (scope: StyleScope) =>
      styleSummaries()
        .where(and(...styleConditions(scope)))
        .groupBy(products.style)
        .orderBy(asc(products.style)),

    /** The colours of one style a region and origin may order, with their documents. */
    styleColors: async (scope: StyleScope, style: string): Promise<Product[]> =>
      (
        await db
          .select({ document: products.document })
          .from(products)
          .innerJoin(productLocations, eq(productLocations.styleColorId, products.styleColorId))
          .where(and(eq(products.style, style), ...styleConditions(scope)))
          .orderBy(asc(products.color))
      ).map((row) => row.document),

    /** A wholesale order with its live lines, for the workbook. */
    order: async (orderId: string) => {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return null;
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
      return { order, lines };
    },
  };
};

export type WholesaleRepository = ReturnType<typeof createWholesaleRepository>;
