import { readFileSync } from 'node:fs';
import type { Product } from '@stride/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { generateCatalogue } from '../seed/catalogue.js';
import { createRandom } from '../seed/random.js';
import { createProductsRepository } from './repository.js';
import { productLocations, productSearch, products } from './tables.js';

let database: DatabaseHandle;
let catalogue: Product[];

beforeAll(async () => {
  database = await openEmptyDatabase();
  const items = [...generateCatalogue(createRandom(5), { styles: 40, now: Date.now() })];
  await createProductsRepository(database.db).insertMany(items);
  catalogue = items.map((item) => item.product);
});
afterAll(() => database?.close());

/** What the search table must hold for the catalogue: the documents' values, per location. */
const expectedRows = (list: readonly Product[]) =>
  list
    .flatMap((product) =>
      product.locations.map((location) => ({
        code: location.code,
        styleColorId: product.styleColorId,
        productType: product.productType,
        lineStatus: location.lineStatus,
        division: product.division,
        gender: product.gender,
        seasonCodes: product.seasonCodes,
        styleNumeric: product.styleNumeric,
        name: product.name,
        searchName: `${product.name} ${product.outsole ?? ''} ${product.upper ?? ''}`.toLowerCase(),
        modifiedDate: new Date(product.modifiedDate),
        createdDate: new Date(product.createdDate),
        addDate: location.addDate,
        wholesalePrice: location.wholesalePrice,
        suggestedRetail: location.suggestedRetail,
      })),
    )
    .sort(byKey);

const byKey = (a: { code: string; styleColorId: string }, b: { code: string; styleColorId: string }) =>
  `${a.code}_${a.styleColorId}` < `${b.code}_${b.styleColorId}` ? -1 : 1;
const searchRows = async () => (await database.db.select().from(productSearch)).sort(byKey);

describe('product_search', () => {
  it('holds each location of each product written, with the document’s filter and sort values', async () => {
    expect(catalogue.length).toBeGreaterThan(80);
    expect(await searchRows()).toEqual(expectedRows(catalogue));
  });

  it('is filled the same way by its migrations, for a catalogue written before the table', async () => {
    const statementsOf = (file: string) =>
      readFileSync(new URL(`../../drizzle/${file}`, import.meta.url), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.replace(/^--.*$/gm, '').trim());
    const fill = statementsOf('0006_product_search_fill.sql').find((statement) => statement.startsWith('INSERT'));
    const [nameFill] = statementsOf('0008_product_search_name_fill.sql');
    // 0021 adds the newest sort's dates empty, fills them, then makes them required.
    const datesFill = statementsOf('0021_newest_sort_asset_status.sql').filter(
      (statement) =>
        statement.startsWith('UPDATE "product_search"') || /^ALTER TABLE "product_search" ALTER COLUMN/.test(statement),
    );
    expect(datesFill).toHaveLength(3);
    await database.db.delete(productSearch);
    await database.db.execute(
      sql`alter table product_search alter column created_date drop not null, alter column add_date drop not null`,
    );
    await database.db.execute(sql.raw(fill!));
    await database.db.execute(sql.raw(nameFill!));
    for (const statement of datesFill) await database.db.execute(sql.raw(statement));
    expect(await searchRows()).toEqual(expectedRows(catalogue));
  });

  it('loses a row with its location, and all of a product’s rows with the product', async () => {
    const [product] = catalogue.filter((candidate) => candidate.locations.length > 1);
    const [dropped, ...kept] = product!.locations;
    await database.db
      .delete(productLocations)
      .where(and(eq(productLocations.styleColorId, product!.styleColorId), eq(productLocations.code, dropped!.code)));
    const ofProduct = async () =>
      (await searchRows()).filter((row) => row.styleColorId === product!.styleColorId).map((row) => row.code);
    expect(await ofProduct()).toEqual(kept.map((location) => location.code).sort());
    await database.db.delete(products).where(eq(products.styleColorId, product!.styleColorId));
    expect(await ofProduct()).toEqual([]);
  });
});
