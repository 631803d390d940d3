import type { ProductSortField } from '@stride/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type ExplainedRow, planRows } from '../platform/db/counting.js';
import {
  type ProductQuery,
  productQueryConditionGroups,
  type SearchColumnName,
  searchTableColumns,
} from './search-conditions.js';
import { productLocations, productSearch, products } from './tables.js';

/**
 * The columns a sort reads, in order. Newest (spec part 1 §9) is the modified date, then the
 * created date, then the location's add date, each newest first when the direction is 1.
 */
const sortKeys: Record<ProductSortField, readonly { column: SearchColumnName; descending?: true }[]> = {
  newest: [
    { column: 'modifiedDate', descending: true },
    { column: 'createdDate', descending: true },
    { column: 'addDate', descending: true },
  ],
  style: [{ column: 'styleNumeric' }],
  name: [{ column: 'name' }],
  cost: [{ column: 'wholesalePrice' }],
  suggestedRetail: [{ column: 'suggestedRetail' }],
  modifiedDate: [{ column: 'modifiedDate' }],
};
const sortKeyName = (index: number) => sql.identifier(`sort_key_${index}`);

/**
 * FROM and WHERE over the style-colours a query finds at its location, read from the search
 * table; products or the location rows are joined only for the filters the table lacks.
 */
const matching = (query: ProductQuery): SQL => {
  const { search, product, location } = productQueryConditionGroups(query, searchTableColumns);
  const joins: SQL[] = [];
  if (product.length > 0) {
    joins.push(sql`inner join ${products} on ${products.styleColorId} = ${productSearch.styleColorId}`);
    // The type on the products row too, so the planner can combine its type index with, say, a trigram index.
    product.push(eq(products.productType, query.productType));
  }
  if (location.length > 0) {
    joins.push(
      sql`inner join ${productLocations} on ${productLocations.styleColorId} = ${productSearch.styleColorId} and ${productLocations.code} = ${productSearch.code}`,
    );
  }
  const where = and(eq(productSearch.code, query.locationCode), ...search, ...product, ...location);
  return sql`from ${productSearch} ${sql.join(joins, sql` `)} where ${where}`;
};

/** Whether the search table answers the query alone, without joining products or locations. */
const readsSearchTableOnly = (query: ProductQuery) => {
  const { product, location } = productQueryConditionGroups(query, searchTableColumns);
  return product.length === 0 && location.length === 0;
};

/** How many style-colours the query finds: one row, `total`. */
const countStatement = (query: ProductQuery) => sql`select count(*)::int as total ${matching(query)}`;

/**
 * How a search is read. Most searches collect their matches (one scan of the type's rows at the
 * location), count them and sort them, and read the page's documents, in one statement. A search
 * the planner expects to keep many rows, on the search table alone, is counted and its page read
 * by walking the sort field's index until the page is full (a few rows per page row) instead of
 * sorting tens of thousands; if the count shows the planner wrong, the matches are collected after
 * all. Leaving the whole choice to the planner is what made searches slow: it misjudges combined
 * filters, and walked a whole sort index for a page of a few rows, or of none.
 */
export const WALK_MIN_MATCHES = 10_000;
/** A deep page is collected and sorted even from many matches: a walk would pass every row before it. */
const WALK_MAX_DEPTH = 2_000;

const pageOrder = (query: ProductQuery, relation: SQL) => {
  const keys = sortKeys[query.sort.field].map(({ descending }, index) => {
    const ascending = (query.sort.direction === 1) !== (descending ?? false);
    return sql`${relation}.${sortKeyName(index)} ${ascending ? sql`asc` : sql`desc`}`;
  });
  return sql`order by ${sql.join(keys, sql`, `)}, ${relation}.style_numeric, ${relation}.style_color`;
};

/** The matches with what a page is sorted by: style-colour, sort keys and style number. */
const sortable = (query: ProductQuery) => {
  const keys = sortKeys[query.sort.field].map(
    ({ column }, index) => sql`${searchTableColumns[column]} as ${sortKeyName(index)}`,
  );
  return sql`select ${productSearch.styleColorId} as style_color, ${sql.join(keys, sql`, `)},
    ${productSearch.styleNumeric} as style_numeric ${matching(query)}`;
};

/** What a page answers per style-colour: its whole document, or its summary for a grid. */
export type PageRows = 'documents' | 'summaries';

/** ISO 8601 in UTC with milliseconds, as Date.toISOString writes the documents' dates. */
const isoTimestamp = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A ProductSummary built from the columns of products and the search location's row, so that a
 * page of a hundred reads a few dozen kilobytes instead of half a megabyte of documents.
 */
// An empty page of a collected search is one row of nulls (the left join); its summary is null too.
const summaryJson = sql`case when ${products.styleColorId} is null then null else json_build_object(
    'styleColorId', ${products.styleColorId}, 'style', ${products.style}, 'color', ${products.color},
    'name', ${products.name}, 'productType', ${products.productType}, 'division', ${products.division},
    'gender', ${products.gender}, 'colorDescription', ${products.colorDescription},
    'seasonCodes', ${products.seasonCodes}, 'modifiedDate', ${isoTimestamp(products.modifiedDate)},
    'locations', json_build_array(json_build_object(
      'code', ${productLocations.code}, 'lineStatus', ${productLocations.lineStatus},
      'wholesalePrice', ${productLocations.wholesalePrice}, 'suggestedRetail', ${productLocations.suggestedRetail},
      'markupPercent', ${productLocations.markupPercent}, 'firstAvailDate', ${productLocations.firstAvailDate},
      'totalInventory', ${productLocations.totalInventory}, 'currencySymbol', ${productLocations.currencySymbol},
      'decimalPlaces', ${productLocations.decimalPlaces}
    ))
  )::text end`;

/** The page's rows joined to what they answer, and that answer as `document`. */
const pageAnswer = (query: ProductQuery, rows: PageRows) => {
  const joinProducts = sql`inner join ${products} on ${products.styleColorId} = page.style_color`;
  if (rows === 'documents') return { joins: joinProducts, document: sql`${products.document}::text` };
  const joinLocation = sql`inner join ${productLocations} on ${productLocations.styleColorId} = page.style_color
    and ${productLocations.code} = ${query.locationCode}`;
  return { joins: sql`${joinProducts} ${joinLocation}`, document: summaryJson };
};

/**
 * All matches collected (materialized) and counted, and one page of their documents in the
 * requested order; ties go by style number, then style-colour, so pages never overlap. Rows
 * `{ total, document }`, one with a null document when the page is empty.
 */
const collectedPageStatement = (query: ProductQuery, rows: PageRows = 'documents') => {
  const { joins, document } = pageAnswer(query, rows);
  return sql`with matches as materialized (${sortable(query)}),
    page as (select * from matches ${pageOrder(query, sql`matches`)} offset ${query.skip} limit ${query.limit})
    select (select count(*)::int from matches) as total, ${document} as document
    from (select 1) as one
    left join (page ${joins}) on true
    ${pageOrder(query, sql`page`)}`;
};

/** One page of documents read by walking the sort field's index (the planner's plan without a fence). */
const walkedPageStatement = (query: ProductQuery, rows: PageRows = 'documents') => {
  const { joins, document } = pageAnswer(query, rows);
  return sql`select ${document} as document
    from (
      select * from (${sortable(query)}) as matches ${pageOrder(query, sql`matches`)}
      offset ${query.skip} limit ${query.limit}
    ) as page
    ${joins}
    ${pageOrder(query, sql`page`)}`;
};

/** Runs a statement and answers its rows: the repository's database, or the benchmark's raw client. */
export type RunStatement = <Row extends Record<string, unknown>>(statement: SQL) => Promise<Row[]>;

const documentsOf = (rows: { document: string | null }[]) =>
  rows.flatMap((row) => (row.document === null ? [] : [row.document]));

/** The planner's guess of how many style-colours the query finds. */
const estimatedMatches = async (run: RunStatement, query: ProductQuery) =>
  planRows((await run<ExplainedRow>(sql`explain (format json) ${sortable(query)}`))[0]);

/** A search's total and page (JSON text per row), read as WALK_MIN_MATCHES describes. */
export const runSearch = async (
  run: RunStatement,
  query: ProductQuery,
  {
    walkMinMatches = WALK_MIN_MATCHES,
    rows: pageRows = 'documents',
  }: { walkMinMatches?: number; rows?: PageRows } = {},
) => {
  const collect = async () => {
    const rows = await run<{ total: number; document: string | null }>(collectedPageStatement(query, pageRows));
    return { totalCount: rows[0]?.total ?? 0, documentsJson: documentsOf(rows) };
  };
  const mayWalk =
    Number.isFinite(walkMinMatches) &&
    query.skip + query.limit <= WALK_MAX_DEPTH &&
    readsSearchTableOnly(query) &&
    (await estimatedMatches(run, query)) >= walkMinMatches;
  if (!mayWalk) return collect();
  const [counted] = await run<{ total: number }>(countStatement(query));
  const totalCount = counted?.total ?? 0;
  if (totalCount < walkMinMatches) return collect();
  if (query.skip >= totalCount) return { totalCount, documentsJson: [] };
  return {
    totalCount,
    documentsJson: documentsOf(await run<{ document: string }>(walkedPageStatement(query, pageRows))),
  };
};
