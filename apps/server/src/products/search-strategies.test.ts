import { type Product, productSortFields, searchLineStatuses } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { generateCatalogue } from '../seed/catalogue.js';
import { createRandom } from '../seed/random.js';
import { createProductsRepository } from './repository.js';
import type { ProductQuery } from './search-conditions.js';
import { createProductSearchRepository } from './search-repository.js';

let database: DatabaseHandle;
let catalogue: Product[];

beforeAll(async () => {
  database = await openEmptyDatabase();
  const items = [...generateCatalogue(createRandom(8), { styles: 50, now: Date.now() })];
  await createProductsRepository(database.db).insertMany(items);
  catalogue = items.map((item) => item.product);
});
afterAll(() => database?.close());

const query = (overrides: Partial<ProductQuery>): ProductQuery => ({
  productType: 'Footwear',
  locationCode: 'US',
  lineStatuses: searchLineStatuses('ALL'),
  colors: null,
  filters: { styleOnly: false },
  ids: null,
  windows: {},
  sort: { field: 'style', direction: 1 },
  skip: 0,
  limit: 25,
  ...overrides,
});

const ids = (result: { documentsJson: string[] }) =>
  result.documentsJson.map((json) => (JSON.parse(json) as Product).styleColorId);

describe('product search pages: walked along the sort index or collected and sorted, whole or summarised, they agree', () => {
  const sorts = productSortFields.flatMap((field) => ([1, -1] as const).map((direction) => ({ field, direction })));
  const filterSets = [
    {},
    { gender: ['Womens' as const, 'Mens' as const] },
    { price: { from: 30, on: 'suggestedRetail' as const } },
    { name: 'a' },
  ];

  it.each(sorts)('sorted by $field, direction $direction, on every page', async (sort) => {
    const walking = createProductSearchRepository(database.db, { walkMinMatches: 0 });
    const fromForty = createProductSearchRepository(database.db, { walkMinMatches: 40 });
    const collecting = createProductSearchRepository(database.db, { walkMinMatches: Number.POSITIVE_INFINITY });
    for (const filters of filterSets) {
      for (const skip of [0, 25, 50]) {
        const search = query({ sort, skip, filters: { styleOnly: false, ...filters } });
        const collected = await collecting.find(search, { totalCount: true });
        for (const other of [walking, fromForty]) {
          const answer = await other.find(search, { totalCount: true });
          expect(ids(answer)).toEqual(ids(collected));
          expect(answer.totalCount).toBe(collected.totalCount);
        }
        for (const other of [walking, collecting]) {
          expect(ids(await other.find(search, { totalCount: false, summary: true }))).toEqual(ids(collected));
        }
      }
    }
  });

  it('finds the catalogue’s sellable US footwear, page by page without overlap', async () => {
    const walking = createProductSearchRepository(database.db, { walkMinMatches: 0 });
    const expected = catalogue.filter(
      (product) =>
        product.productType === 'Footwear' &&
        ['A', 'R', 'O'].includes(product.locations.find((location) => location.code === 'US')?.lineStatus ?? ''),
    );
    const seen: string[] = [];
    for (let skip = 0; skip < expected.length; skip += 25) {
      const page = await walking.find(query({ skip }), { totalCount: true });
      expect(page.totalCount).toBe(expected.length);
      seen.push(...ids(page));
    }
    expect(seen.sort()).toEqual(expected.map((product) => product.styleColorId).sort());
  });

  it('reads no page past the end, and leaves the total out unless asked', async () => {
    const repository = createProductSearchRepository(database.db);
    expect(await repository.find(query({ skip: 10_000 }), { totalCount: true })).toMatchObject({ documentsJson: [] });
    expect(await repository.find(query({ limit: 3 }), { totalCount: false })).not.toHaveProperty('totalCount');
  });
});
