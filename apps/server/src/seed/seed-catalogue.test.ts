import { productSchema } from '@stride/domain';
import { and, arrayContains, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { productImages, productLocations, products } from '../products/tables.js';
import { seasons } from '../seasons/tables.js';
import { generateCatalogue } from './catalogue.js';
import { generateSeasons } from './catalogue-seasons.js';
import { createRandom } from './random.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedDemoData } from './seed-demo-data.js';

const NOW = Date.UTC(2026, 0, 15, 20);
const STYLES = 150;
let database: DatabaseHandle;
let seeded: Awaited<ReturnType<typeof seedCatalogue>>;

const countOf = async (table: typeof products | typeof productLocations | typeof productImages | typeof seasons) =>
  (await database.db.select({ value: count() }).from(table))[0]!.value;

beforeAll(async () => {
  database = await openEmptyDatabase();
  seeded = await database.db.transaction((tx) =>
    seedCatalogue(tx, createRandom(11), { styles: STYLES, now: NOW, batchSize: 97 }),
  );
});
afterAll(async () => {
  await database?.close();
});

describe('seedCatalogue', () => {
  it('inserts every style-colour with its locations and images, in batches, and the seasons', async () => {
    // The seasons are drawn first from the same generator, so the catalogue matches a fresh draw after them.
    expect(seeded.styleColors).toBeGreaterThanOrEqual(STYLES * 2);
    expect(await countOf(products)).toBe(seeded.styleColors);
    expect(await countOf(productLocations)).toBeGreaterThanOrEqual(seeded.styleColors);
    expect(await countOf(productImages)).toBe(seeded.images);
    expect(await countOf(seasons)).toBe(seeded.seasons);
    expect(seeded.seasons).toBe(16);
  });

  it('keeps the full document, valid, beside its columns', async () => {
    const rows = await database.db.select().from(products).limit(50);
    for (const row of rows) {
      expect(productSchema.safeParse(row.document).error).toBeUndefined();
      expect(row).toMatchObject({
        style: row.document.style,
        color: row.document.color,
        styleNumeric: row.document.styleNumeric,
        productType: row.document.productType,
        categories: row.document.categories,
        searchName: [row.document.name, row.document.outsole ?? '', row.document.upper ?? ''].join(' '),
      });
      expect(row.modifiedDate.toISOString()).toBe(row.document.modifiedDate);
    }
  });

  it('stores location prices as numbers and each size with its first date', async () => {
    const [row] = await database.db.select().from(products).limit(1);
    const locations = await database.db
      .select()
      .from(productLocations)
      .where(eq(productLocations.styleColorId, row!.styleColorId));
    expect(locations).toHaveLength(row!.document.locations.length);
    for (const location of locations) {
      const source = row!.document.locations.find((each) => each.code === location.code)!;
      expect(location).toMatchObject({
        lineStatus: source.lineStatus,
        wholesalePrice: source.wholesalePrice,
        suggestedRetail: source.suggestedRetail,
        firstAvailDate: source.firstAvailDate,
      });
      for (const { date, sizes } of source.availability) {
        for (const size of Object.keys(sizes)) expect(location.sizeAvailDates[size]).toBe(date);
      }
    }
  });

  it('answers the filters the columns are for', async () => {
    const { db } = database;
    const footwearSp26 = await db
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.productType, 'Footwear'), arrayContains(products.seasonCodes, ['SP26'])));
    const walking = await db
      .select({ value: count() })
      .from(products)
      .where(sql`${products.categories} @> ${JSON.stringify({ type: 'Walking' })}::jsonb`);
    const nameMatch = await db
      .select({ value: count() })
      .from(products)
      .where(sql`${products.searchName} ilike ${'%outsole%'}`);
    const inUsPriceRange = await db
      .select({ value: count() })
      .from(productLocations)
      .where(and(eq(productLocations.code, 'US'), sql`${productLocations.wholesalePrice} between 20 and 40`));
    const all = (await db.select().from(products)).map((row) => row.document);
    expect(footwearSp26[0]!.value).toBe(
      all.filter((p) => p.productType === 'Footwear' && p.seasonCodes.includes('SP26')).length,
    );
    expect(walking[0]!.value).toBe(all.filter((p) => p.categories.type === 'Walking').length);
    expect(nameMatch[0]!.value).toBe(all.filter((p) => p.outsole?.includes('outsole')).length);
    expect(inUsPriceRange[0]!.value).toBe(
      all.filter((p) => p.locations.some((l) => l.code === 'US' && l.wholesalePrice >= 20 && l.wholesalePrice <= 40))
        .length,
    );
  });

  it('stores exactly what the generator yields for the same seed', async () => {
    const random = createRandom(11);
    generateSeasons(random, NOW);
    const expected = [...generateCatalogue(random, { styles: STYLES, now: NOW })].map((item) => item.product);
    const stored = (await database.db.select({ document: products.document }).from(products)).map(
      (row) => row.document,
    );
    const byId = (a: { styleColorId: string }, b: { styleColorId: string }) =>
      a.styleColorId.localeCompare(b.styleColorId);
    expect(stored.sort(byId)).toEqual(expected.sort(byId));
  });
});

describe('seedDemoData', () => {
  it('seeds the catalogue with the demo users, once', async () => {
    const demo = await openEmptyDatabase();
    try {
      expect(await seedDemoData(demo.db, { catalogueStyles: 25, now: NOW })).toMatchObject({ seeded: true });
      const [{ value }] = (await demo.db.select({ value: count() }).from(products)) as [{ value: number }];
      expect(value).toBeGreaterThanOrEqual(50);
      expect(await seedDemoData(demo.db, { catalogueStyles: 25, now: NOW })).toMatchObject({ seeded: false });
      expect((await demo.db.select({ value: count() }).from(products))[0]!.value).toBe(value);
    } finally {
      await demo.close();
    }
    // The whole demo (users, catalogue, libraries, assortments) on a machine shared with other test files.
  }, 60_000);
});
