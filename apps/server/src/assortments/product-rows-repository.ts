import type { AssortmentRowValues } from '@stride/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { rowsOf } from '../platform/db/rows-of.js';
import type { FieldVersions } from './tables.js';

/** A row of an assortment joined to the catalogue at the assortment's pricing location. */
export type CatalogueRow = {
  id: string;
  style: string;
  color: string;
  sort_order: number;
  values: AssortmentRowValues;
  field_versions: FieldVersions;
  version: number;
  style_numeric: number | null;
  name: string | null;
  product_type: string | null;
  division: string | null;
  gender: string | null;
  pillar: string | null;
  color_description: string | null;
  outsole: string | null;
  upper: string | null;
  pop_category: string | null;
  season_codes: string[] | null;
  line_status: string | null;
  cost: number | null;
  suggested_retail: number | null;
  first_avail_date: number | null;
  total_inventory: number | null;
  currency_symbol: string | null;
  decimal_places: number | null;
};

/** Ids travel as one JSON parameter: a 10,000-row batch would pass PostgreSQL's parameter limit as a list. */
export const idList = (ids: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** The columns of a catalogue row, in the order the database sends each row's values. */
const catalogueColumns: readonly [keyof CatalogueRow, SQL][] = [
  ['id', sql`ap.style_color`],
  ['style', sql`ap.style`],
  ['color', sql`ap.color`],
  ['sort_order', sql`ap.sort_order`],
  ['values', sql`ap.values`],
  ['field_versions', sql`ap.field_versions`],
  ['version', sql`ap.version`],
  ['style_numeric', sql`p.style_numeric`],
  ['name', sql`p.name`],
  ['product_type', sql`p.product_type`],
  ['division', sql`p.division`],
  ['gender', sql`p.gender`],
  ['pillar', sql`p.pillar`],
  ['color_description', sql`p.color_description`],
  ['outsole', sql`p.outsole`],
  ['upper', sql`p.upper`],
  ['pop_category', sql`p.pop_category`],
  ['season_codes', sql`p.season_codes`],
  ['line_status', sql`pl.line_status`],
  ['cost', sql`pl.wholesale_price::float8`],
  ['suggested_retail', sql`pl.suggested_retail::float8`],
  ['first_avail_date', sql`pl.first_avail_date`],
  ['total_inventory', sql`pl.total_inventory`],
  ['currency_symbol', sql`pl.currency_symbol`],
  ['decimal_places', sql`pl.decimal_places`],
];
const catalogueValues = sql.join(
  catalogueColumns.map(([, column]) => column),
  sql`, `,
);
const catalogueKeys = catalogueColumns.map(([key]) => key);
/** A row from its values; a plain loop, as this runs for every row of a 10,000-row assortment. */
const catalogueRowOf = (values: readonly unknown[]) => {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < catalogueKeys.length; index++) row[catalogueKeys[index]!] = values[index];
  return row as CatalogueRow;
};

/**
 * The rows of assortments: read joined to the catalogue for the grid, and written in bulk
 * (one statement per kind of change, whatever the number of rows).
 */
export const createProductRowsRepository = (db: Database) => ({
  /**
   * The grid's rows in the assortment's order; only those of `ids` or `styles` when given. The
   * rows come back as one JSON text of value arrays: thousands of rows of typed columns cost the
   * drivers far more to decode than one JSON.parse, and arrays without the keys are a third of
   * the work of row_to_json for the database (and half the text to send and parse).
   */
  catalogueRows: async (
    assortmentId: string,
    locationCode: string,
    only: { ids?: readonly string[]; styles?: readonly string[] } = {},
  ): Promise<CatalogueRow[]> => {
    const [row] = await rowsOf<{ rows: string | null }>(
      db,
      sql`select '[' || string_agg(json_build_array(${catalogueValues})::text, ',' order by ap.sort_order, ap.style_color) || ']' as rows
        from assortment_products ap
        left join products p on p.style_color = ap.style_color
        left join product_locations pl on pl.style_color = ap.style_color and pl.code = ${locationCode}
        where ap.assortment_id = ${assortmentId}
        ${only.ids ? sql`and ap.style_color in ${idList(only.ids)}` : sql``}
        ${only.styles ? sql`and ap.style in ${idList(only.styles)}` : sql``}`,
    );
    return row?.rows ? (JSON.parse(row.rows) as unknown[][]).map(catalogueRowOf) : [];
  },

  /**
   * When the catalogue last changed: a catalogue load sets a product's modified date, so lines read
   * joined to it may differ from an answer given before.
   */
  catalogueRevision: async (): Promise<string | null> => {
    const [row] = await rowsOf<{ revision: string | null }>(
      db,
      sql`select max(modified_date)::text as revision from products`,
    );
    return row?.revision ?? null;
  },

  maxSortOrder: async (assortmentId: string): Promise<number> => {
    const [row] = await rowsOf<{ max: number | null }>(
      db,
      sql`select max(sort_order) as max from assortment_products where assortment_id = ${assortmentId}`,
    );
    return row?.max ?? 0;
  },

  insert: async (
    assortmentId: string,
    version: number,
    rows: readonly { id: string; style: string; color: string; sortOrder: number; values: AssortmentRowValues }[],
  ) => {
    if (rows.length === 0) return;
    await db.execute(sql`insert into assortment_products
        (assortment_id, style_color, style, color, sort_order, values, field_versions, version)
      select ${assortmentId}, x.id, x.style, x.color, x."sortOrder", x.values, x."fieldVersions", ${version}
      from jsonb_to_recordset(${JSON.stringify(rows.map((row) => ({ ...row, fieldVersions: fieldVersionsOf(row.values, version) })))}::jsonb)
        as x(id text, style text, color text, "sortOrder" int, values jsonb, "fieldVersions" jsonb)`);
  },

  /** New values of rows, and the versions of the fields that changed. */
  updateValues: async (
    assortmentId: string,
    version: number,
    rows: readonly { id: string; values: AssortmentRowValues; fieldVersions: FieldVersions }[],
  ) => {
    if (rows.length === 0) return;
    await db.execute(sql`update assortment_products ap
      set values = x.values, field_versions = x."fieldVersions", version = ${version}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, values jsonb, "fieldVersions" jsonb)
      where ap.assortment_id = ${assortmentId} and ap.style_color = x.id`);
  },

  updateSortOrders: async (assortmentId: string, rows: readonly { id: string; sortOrder: number }[]) => {
    if (rows.length === 0) return;
    await db.execute(sql`update assortment_products ap set sort_order = x."sortOrder"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, "sortOrder" int)
      where ap.assortment_id = ${assortmentId} and ap.style_color = x.id`);
  },

  delete: async (assortmentId: string, ids: readonly string[]) => {
    if (ids.length === 0) return;
    await db.execute(
      sql`delete from assortment_products where assortment_id = ${assortmentId} and style_color in ${idList(ids)}`,
    );
  },

  count: async (assortmentId: string): Promise<number> => {
    const [row] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from assortment_products where assortment_id = ${assortmentId}`,
    );
    return row?.count ?? 0;
  },

  /** Catalogue style-colours by id with their product type and prices at the location (adds, renames). */
  catalogueProducts: (ids: readonly string[], locationCode: string) =>
    rowsOf<
      Pick<CatalogueRow, 'id' | 'style' | 'color' | 'cost' | 'suggested_retail' | 'decimal_places'> & {
        product_type: string;
      }
    >(
      db,
      sql`select p.style_color as id, p.style, p.color, p.product_type,
          pl.wholesale_price::float8 as cost, pl.suggested_retail::float8 as suggested_retail, pl.decimal_places
        from products p left join product_locations pl on pl.style_color = p.style_color and pl.code = ${locationCode}
        where p.style_color in ${idList(ids)}`,
    ),
});

/** A new row's values all date from the version that set them. */
const fieldVersionsOf = (values: AssortmentRowValues, version: number): FieldVersions =>
  Object.fromEntries(Object.keys(values).map((field) => [field, version]));
