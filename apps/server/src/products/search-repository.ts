import type { DateWindow, LineStatus, ProductSearchFilters, ProductSortField, ProductType } from '@stride/domain';
import { and, asc, between, count, desc, eq, gt, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { productLocations, products } from './tables.js';

/** A search with its dates already resolved to windows, so the repository holds no calendar rule. */
export type ProductQuery = {
  productType: ProductType;
  locationCode: string;
  lineStatuses: readonly LineStatus[];
  filters: ProductSearchFilters;
  ids: { styles: string[]; styleColorIds: string[] } | null;
  windows: { dueDate?: DateWindow; firstAvailable?: DateWindow; lastProduced?: DateWindow };
  sort: { field: ProductSortField; direction: 1 | -1 };
  skip: number;
  limit: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
const contains = (text: string) => `%${escapeLike(text)}%`;
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));

const sortColumns = {
  style: products.styleNumeric,
  name: products.name,
  cost: productLocations.wholesalePrice,
  suggestedRetail: productLocations.suggestedRetail,
  modifiedDate: products.modifiedDate,
} as const;

/** Every condition reads an indexed column; the jsonb document is only ever returned. */
export const productQueryConditions = (query: ProductQuery): SQL[] => {
  const { filters, windows } = query;
  const where: (SQL | undefined)[] = [
    eq(products.productType, query.productType),
    inArray(productLocations.lineStatus, [...query.lineStatuses]),
  ];
  if (query.ids) {
    where.push(
      or(
        query.ids.styles.length > 0 ? inArray(products.style, query.ids.styles) : undefined,
        query.ids.styleColorIds.length > 0 ? inArray(products.styleColorId, query.ids.styleColorIds) : undefined,
      ) ?? sql`false`,
    );
  }
  if (filters.name) where.push(sql`${products.searchName} ilike ${contains(filters.name)}`);
  if (filters.description) where.push(sql`${products.description} ilike ${contains(filters.description)}`);
  if (filters.keyInitiative) where.push(sql`${products.keyInitiatives} @> array[${filters.keyInitiative}]::text[]`);
  if (filters.division) where.push(inArray(products.division, filters.division));
  if (filters.gender) where.push(inArray(products.gender, filters.gender));
  if (filters.features) where.push(sql`${products.features} && ${textArray(filters.features)}`);
  if (filters.seasonCode) where.push(sql`${products.seasonCodes} && ${textArray(filters.seasonCode)}`);
  const components = filters.components && defined(filters.components);
  if (components && Object.keys(components).length > 0) {
    where.push(sql`${products.components} @> ${JSON.stringify(components)}::jsonb`);
  }
  const categories = filters.categories && defined(filters.categories);
  if (categories && Object.keys(categories).length > 0) {
    where.push(sql`${products.categories} @> ${JSON.stringify(categories)}::jsonb`);
  }
  if (filters.price) {
    const column =
      filters.price.on === 'suggestedRetail' ? productLocations.suggestedRetail : productLocations.wholesalePrice;
    if (filters.price.from !== undefined) where.push(sql`${column} >= ${filters.price.from}`);
    if (filters.price.to !== undefined) where.push(sql`${column} <= ${filters.price.to}`);
  }
  if (windows.dueDate) where.push(between(products.dueDate, windows.dueDate.from, windows.dueDate.to));
  if (filters.size && windows.firstAvailable) {
    // With a size, First Available applies to that size's own first date.
    const sizeDate = sql`(${productLocations.sizeAvailDates} ->> ${filters.size})::int`;
    where.push(sql`${sizeDate} between ${windows.firstAvailable.from} and ${windows.firstAvailable.to}`);
  } else if (filters.size) {
    where.push(sql`jsonb_exists(${productLocations.sizeAvailDates}, ${filters.size})`);
  } else if (windows.firstAvailable) {
    where.push(between(productLocations.firstAvailDate, windows.firstAvailable.from, windows.firstAvailable.to));
  }
  if (windows.lastProduced) {
    where.push(between(productLocations.lastProdDate, windows.lastProduced.from, windows.lastProduced.to));
  }
  if (filters.modifiedDate__gtd) where.push(gt(products.modifiedDate, new Date(filters.modifiedDate__gtd)));
  if (filters.popType) where.push(inArray(products.popType, filters.popType));
  if (filters.popCategory) where.push(inArray(products.popCategory, filters.popCategory));
  if (filters.popGender) where.push(inArray(products.popGender, filters.popGender));
  if (filters.popUsage) where.push(inArray(products.popUsage, filters.popUsage));
  if (filters.popMaterial) where.push(sql`${products.popMaterials} && ${textArray(filters.popMaterial)}`);
  return where.filter((condition): condition is SQL => condition !== undefined);
};

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export const createProductSearchRepository = (db: Database) => {
  const priced = eq(productLocations.styleColorId, products.styleColorId);

  return {
    /** One page of documents, priced at the query's location, in the requested order. */
    search: async (query: ProductQuery) => {
      const order = query.sort.direction === 1 ? asc : desc;
      const rows = await db
        .select({ document: products.document })
        .from(products)
        .innerJoin(productLocations, and(priced, eq(productLocations.code, query.locationCode)))
        .where(and(...productQueryConditions(query)))
        .orderBy(order(sortColumns[query.sort.field]), asc(products.styleNumeric), asc(products.styleColorId))
        .offset(query.skip)
        .limit(query.limit);
      return rows.map((row) => row.document);
    },

    count: async (query: ProductQuery): Promise<number> => {
      const [row] = await db
        .select({ total: count() })
        .from(products)
        .innerJoin(productLocations, and(priced, eq(productLocations.code, query.locationCode)))
        .where(and(...productQueryConditions(query)));
      return row?.total ?? 0;
    },

    /** Distinct styles starting with the text. */
    styleSuggestions: async (prefix: string, limit: number): Promise<string[]> => {
      const rows = await db
        .selectDistinct({ style: products.style })
        .from(products)
        .where(like(products.style, `${escapeLike(prefix)}%`))
        .orderBy(asc(products.style))
        .limit(limit);
      return rows.map((row) => row.style);
    },

    /** Style-colours of one style whose colour starts with the text. */
    colorSuggestions: async (style: string, colorPrefix: string, limit: number): Promise<string[]> => {
      const rows = await db
        .select({ styleColorId: products.styleColorId })
        .from(products)
        .where(and(eq(products.style, style), like(products.color, `${escapeLike(colorPrefix)}%`)))
        .orderBy(asc(products.color))
        .limit(limit);
      return rows.map((row) => row.styleColorId);
    },

    productTypes: async (styleColorIds: readonly string[]) => {
      if (styleColorIds.length === 0) return new Map<string, ProductType>();
      const rows = await db
        .select({ styleColorId: products.styleColorId, productType: products.productType })
        .from(products)
        .where(inArray(products.styleColorId, [...styleColorIds]));
      return new Map(rows.map((row) => [row.styleColorId, row.productType]));
    },
  };
};

export type ProductSearchRepository = ReturnType<typeof createProductSearchRepository>;
