import type { LineStatus, ProductType } from '@stride/domain';
import { and, asc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { escapeLike } from '../platform/db/escape-like.js';
import { rowsOf } from '../platform/db/rows-of.js';
import type { ProductQuery } from './search-conditions.js';
import { type RunStatement, runSearch, WALK_MIN_MATCHES } from './search-statements.js';
import { productLocations, products } from './tables.js';

export { type ProductQuery, productQueryConditions } from './search-conditions.js';

/** What one search answers: a page of rows as JSON text, and the total when asked for. */
export type ProductSearchResult = { documentsJson: string[]; totalCount?: number };

/** `tuning` lets tests read pages both ways on a small catalogue (Infinity: always collect). */
export const createProductSearchRepository = (db: Database, tuning = { walkMinMatches: WALK_MIN_MATCHES }) => {
  const run: RunStatement = <Row extends Record<string, unknown>>(statement: SQL) => rowsOf<Row>(db, statement);

  return {
    /**
     * One page in the requested order, each row JSON text (a stored document, or a summary when
     * `summary`), with the total on request.
     */
    find: async (
      query: ProductQuery,
      options: { totalCount: boolean; summary?: boolean },
    ): Promise<ProductSearchResult> => {
      const rows = options.summary ? 'summaries' : 'documents';
      const { totalCount, documentsJson } = await runSearch(run, query, {
        walkMinMatches: tuning.walkMinMatches,
        rows,
      });
      return options.totalCount ? { documentsJson, totalCount } : { documentsJson };
    },

    /**
     * Distinct styles starting with the text, in byte order. Each is one probe of the style
     * index past the previous style (a skip scan): a one-digit prefix matches most of the
     * catalogue, which DISTINCT would read and sort whole.
     */
    styleSuggestions: async (prefix: string, limit: number): Promise<string[]> => {
      const pattern = `${escapeLike(prefix)}%`;
      const { style } = products;
      const rows = await rowsOf<{ style: string }>(
        db,
        sql`with recursive found(style) as (
          (select ${style} from ${products} where ${style} like ${pattern} order by ${style} using ~<~ limit 1)
          union all
          select (
            select ${style} from ${products}
            where ${style} like ${pattern} and ${style} ~>~ found.style
            order by ${style} using ~<~ limit 1
          )
          from found where found.style is not null
        )
        select style from found where style is not null limit ${limit}`,
      );
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

    /** The colour codes of each style of a product type, in colour order. */
    styleColors: async (productType: ProductType, styles: readonly string[]) => {
      const colors: Record<string, string[]> = {};
      if (styles.length === 0) return colors;
      const rows = await db
        .select({ style: products.style, color: products.color })
        .from(products)
        .where(and(eq(products.productType, productType), inArray(products.style, [...styles])))
        .orderBy(asc(products.style), asc(products.color));
      for (const row of rows) {
        colors[row.style] ??= [];
        colors[row.style]?.push(row.color);
      }
      return colors;
    },

    productTypes: async (styleColorIds: readonly string[]) => {
      if (styleColorIds.length === 0) return new Map<string, ProductType>();
      const rows = await db
        .select({ styleColorId: products.styleColorId, productType: products.productType })
        .from(products)
        .where(inArray(products.styleColorId, [...styleColorIds]));
      return new Map(rows.map((row) => [row.styleColorId, row.productType]));
    },

    /** The line status of each style-colour a location sells (those it does not sell are absent). */
    lineStatuses: async (styleColorIds: readonly string[], locationCode: string) => {
      if (styleColorIds.length === 0) return new Map<string, LineStatus>();
      const rows = await db
        .select({ styleColorId: productLocations.styleColorId, lineStatus: productLocations.lineStatus })
        .from(productLocations)
        .where(
          and(eq(productLocations.code, locationCode), inArray(productLocations.styleColorId, [...styleColorIds])),
        );
      return new Map(rows.map((row) => [row.styleColorId, row.lineStatus]));
    },
  };
};

export type ProductSearchRepository = ReturnType<typeof createProductSearchRepository>;
