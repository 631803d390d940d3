import type { DateWindow, LineStatus, ProductSearchFilters, ProductSortField, ProductType } from '@stride/domain';
import { between, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../platform/db/escape-like.js';
import { productLocations, productSearch, products } from './tables.js';

/** A search with its dates already resolved to windows, so the repository holds no calendar rule. */
export type ProductQuery = {
  productType: ProductType;
  locationCode: string;
  lineStatuses: readonly LineStatus[];
  /** The colour codes the user may see; null when every colour is allowed. */
  colors: readonly string[] | null;
  filters: ProductSearchFilters;
  ids: { styles: string[]; styleColorIds: string[] } | null;
  /** `availableBy`: available at the location on or before this day (first date at most it). */
  windows: { dueDate?: DateWindow; firstAvailable?: DateWindow; lastProduced?: DateWindow; availableBy?: number };
  sort: { field: ProductSortField; direction: 1 | -1 };
  skip: number;
  limit: number;
};

/** The filters and sorts the search table carries, wherever a query reads them. */
export type SearchColumnName =
  | 'productType'
  | 'lineStatus'
  | 'division'
  | 'gender'
  | 'seasonCodes'
  | 'styleNumeric'
  | 'name'
  | 'modifiedDate'
  | 'createdDate'
  | 'addDate'
  | 'wholesalePrice'
  | 'suggestedRetail';

/** Those columns, and how the name filter matches there. */
export type SearchColumns = Record<SearchColumnName, AnyPgColumn> & { nameMatches: (text: string) => SQL };

const contains = (text: string) => `%${escapeLike(text)}%`;

/** On the search table: what product search reads. */
export const searchTableColumns: SearchColumns = {
  // Its name text is lower-cased when written, so a plain LIKE on the trigram index's candidates.
  nameMatches: (text) => sql`${productSearch.searchName} like ${contains(text.toLowerCase())}`,
  productType: productSearch.productType,
  lineStatus: productSearch.lineStatus,
  division: productSearch.division,
  gender: productSearch.gender,
  seasonCodes: productSearch.seasonCodes,
  styleNumeric: productSearch.styleNumeric,
  name: productSearch.name,
  modifiedDate: productSearch.modifiedDate,
  createdDate: productSearch.createdDate,
  addDate: productSearch.addDate,
  wholesalePrice: productSearch.wholesalePrice,
  suggestedRetail: productSearch.suggestedRetail,
};

/** On products joined to the location row: for queries that read those tables anyway. */
const joinedColumns: SearchColumns = {
  nameMatches: (text) => sql`${products.searchName} ilike ${contains(text)}`,
  productType: products.productType,
  lineStatus: productLocations.lineStatus,
  division: products.division,
  gender: products.gender,
  seasonCodes: products.seasonCodes,
  styleNumeric: products.styleNumeric,
  name: products.name,
  modifiedDate: products.modifiedDate,
  createdDate: products.createdDate,
  addDate: productLocations.addDate,
  wholesalePrice: productLocations.wholesalePrice,
  suggestedRetail: productLocations.suggestedRetail,
};

/**
 * A query's conditions by the row they read: `search` only the columns the search table
 * carries, `product` the rest of the products row, `location` the rest of the location row.
 */
export type ConditionGroups = { search: SQL[]; product: SQL[]; location: SQL[] };

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
const present = (conditions: (SQL | undefined)[]) =>
  conditions.filter((condition): condition is SQL => condition !== undefined);

const searchConditions = (query: ProductQuery, columns: SearchColumns): SQL[] => {
  const { filters } = query;
  const where: (SQL | undefined)[] = [
    eq(columns.productType, query.productType),
    inArray(columns.lineStatus, [...query.lineStatuses]),
  ];
  if (filters.division) where.push(inArray(columns.division, filters.division));
  if (filters.gender) where.push(inArray(columns.gender, filters.gender));
  if (filters.name) where.push(columns.nameMatches(filters.name));
  if (filters.seasonCode) where.push(sql`${columns.seasonCodes} && ${textArray(filters.seasonCode)}`);
  if (filters.price) {
    const column = filters.price.on === 'suggestedRetail' ? columns.suggestedRetail : columns.wholesalePrice;
    if (filters.price.from !== undefined) where.push(sql`${column} >= ${filters.price.from}`);
    if (filters.price.to !== undefined) where.push(sql`${column} <= ${filters.price.to}`);
  }
  return present(where);
};

const productConditions = ({ filters, windows, ids, colors }: ProductQuery): SQL[] => {
  const where: (SQL | undefined)[] = [];
  if (colors) where.push(inArray(products.color, [...colors]));
  if (ids) {
    where.push(
      or(
        ids.styles.length > 0 ? inArray(products.style, ids.styles) : undefined,
        ids.styleColorIds.length > 0 ? inArray(products.styleColorId, ids.styleColorIds) : undefined,
      ) ?? sql`false`,
    );
  }
  if (filters.description) where.push(sql`${products.description} ilike ${contains(filters.description)}`);
  if (filters.keyInitiative) where.push(sql`${products.keyInitiatives} @> array[${filters.keyInitiative}]::text[]`);
  if (filters.features) where.push(sql`${products.features} && ${textArray(filters.features)}`);
  const components = filters.components && defined(filters.components);
  if (components && Object.keys(components).length > 0) {
    where.push(sql`${products.components} @> ${JSON.stringify(components)}::jsonb`);
  }
  const categories = filters.categories && defined(filters.categories);
  if (categories && Object.keys(categories).length > 0) {
    where.push(sql`${products.categories} @> ${JSON.stringify(categories)}::jsonb`);
  }
  if (windows.dueDate) where.push(between(products.dueDate, windows.dueDate.from, windows.dueDate.to));
  if (filters.modifiedDate__gtd) where.push(gt(products.modifiedDate, new Date(filters.modifiedDate__gtd)));
  if (filters.popType) where.push(inArray(products.popType, filters.popType));
  if (filters.popCategory) where.push(inArray(products.popCategory, filters.popCategory));
  if (filters.popGender) where.push(inArray(products.popGender, filters.popGender));
  if (filters.popUsage) where.push(inArray(products.popUsage, filters.popUsage));
  if (filters.popMaterial) where.push(sql`${products.popMaterials} && ${textArray(filters.popMaterial)}`);
  return present(where);
};

const locationConditions = ({ filters, windows }: ProductQuery): SQL[] => {
  const where: SQL[] = [];
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
  if (windows.availableBy !== undefined) where.push(lte(productLocations.firstAvailDate, windows.availableBy));
  return where;
};

/** Every condition reads an indexed column (or the search table's); the document is only ever returned. */
export const productQueryConditionGroups = (query: ProductQuery, columns: SearchColumns): ConditionGroups => ({
  search: searchConditions(query, columns),
  product: productConditions(query),
  location: locationConditions(query),
});

/** Every condition of a query, on products inner-joined to their location row. */
export const productQueryConditions = (query: ProductQuery): SQL[] =>
  Object.values(productQueryConditionGroups(query, joinedColumns)).flat();
