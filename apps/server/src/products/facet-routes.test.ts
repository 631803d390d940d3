import type { FacetValue, Product } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueTestApp, createCatalogueTestApp } from '../../test/product-catalogue.js';
import { readAnswer } from '../../test/test-app.js';

let c: CatalogueTestApp;
let cookie: string;

beforeAll(async () => {
  c = await createCatalogueTestApp();
  cookie = await c.signInUser();
});
afterAll(() => c?.close());

const facets = async (body: unknown, path = '/api/options/data/products', as = cookie) => {
  const response = await c.t.call(path, { body, cookie: as });
  return { status: response.status, answer: await readAnswer(response) };
};

/** Sellable US footwear, the default search. */
const footwear = () =>
  c.products.filter(
    (product) =>
      product.productType === 'Footwear' &&
      product.locations.some((location) => location.code === 'US' && ['A', 'R', 'O'].includes(location.lineStatus)),
  );

const countBy = (products: readonly Product[], value: (product: Product) => readonly (string | null)[]) => {
  const counts = new Map<string, number>();
  for (const product of products)
    for (const entry of new Set(value(product))) if (entry) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  return counts;
};
const asMap = (values: FacetValue[]) => new Map(values.map((entry) => [entry.value, entry.count]));

describe('POST /api/options/data/products', () => {
  it('counts each value among the products the search finds, most frequent first', async () => {
    const { status, answer } = await facets({ keys: ['division', 'features', 'color1'], query: {} });
    expect(status).toBe(200);
    expect(asMap(answer.division)).toEqual(countBy(footwear(), (p) => [p.division]));
    expect(asMap(answer.features)).toEqual(countBy(footwear(), (p) => p.features));
    expect(asMap(answer.color1)).toEqual(countBy(footwear(), (p) => [p.components.color1]));
    const counts = answer.division.map((entry: FacetValue) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('narrows to the other filters but not the key’s own, so a multi-select keeps its choices', async () => {
    const [division] = [...countBy(footwear(), (p) => [p.division]).keys()];
    const query = { filters: { division: [division], gender: ['Mens'] } };
    const { answer } = await facets({ keys: ['division', 'gender', 'type'], query });
    const mens = footwear().filter((p) => p.gender === 'Mens');
    const inDivision = footwear().filter((p) => p.division === division);
    expect(asMap(answer.division)).toEqual(countBy(mens, (p) => [p.division]));
    expect(asMap(answer.gender)).toEqual(countBy(inDivision, (p) => [p.gender]));
    expect(asMap(answer.type)).toEqual(
      countBy(
        mens.filter((p) => p.division === division),
        (p) => [p.categories.type],
      ),
    );
  });

  it('serves POP attributes and the orgType path', async () => {
    const { status, answer } = await facets(
      { keys: ['popCategory', 'popMaterial'], query: { productType: 'POP' } },
      '/api/options/data/products/internal',
    );
    expect(status).toBe(200);
    expect(answer.popCategory.length).toBeGreaterThan(0);
    expect(answer.popMaterial.length).toBeGreaterThan(0);
  });

  it('refuses unknown keys and a location the user may not see', async () => {
    expect((await facets({ keys: ['shoeSize'], query: {} })).status).toBe(400);
    const usOnly = await c.signInUser([
      { territory: 'US-WEST', businessEntity: 'DOMESTIC', locations: [{ key: 'US' }] },
    ]);
    const refused = await facets({ keys: ['division'], query: { locationCode: 'EU' } }, undefined, usOnly);
    expect(refused.status).toBe(403);
    expect((await facets({ keys: ['division'], query: {} }, '/api/options/data/products/other')).status).toBe(400);
  });
});

describe('POST /api/options/data/products: a query naming no location', () => {
  it('counts at the user’s default location, so a user who sees only EU is answered', async () => {
    const euCookie = await c.signInUser([
      { territory: 'EMEA', businessEntity: 'SUBSIDIARY', locations: [{ key: 'EU' }] },
    ]);
    const atEu = c.products.filter(
      (product) =>
        product.productType === 'Footwear' &&
        product.locations.some((location) => location.code === 'EU' && ['A', 'R', 'O'].includes(location.lineStatus)),
    );
    const { status, answer } = await facets({ keys: ['division'], query: {} }, undefined, euCookie);
    expect(status).toBe(200);
    expect(asMap(answer.division)).toEqual(countBy(atEu, (p) => [p.division]));
  });
});
