import { type Product, type ProductLocation, todayDateNumber } from '@stride/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { type CatalogueTestApp, createCatalogueTestApp } from '../../test/product-catalogue.js';

export type Body = Record<string, unknown>;

export const ids = (products: readonly Product[]) => products.map((p) => p.styleColorId).sort();

export const first = <T>(values: T[]): T => {
  const [value] = values;
  if (value === undefined) throw new Error('The sample catalogue lacks this case');
  return value;
};

export const today = () => todayDateNumber(new Date());

export const within = (value: number | null, window: { from: number; to: number }) =>
  value !== null && value >= window.from && value <= window.to;

/**
 * The catalogue app of the calling test file, built before its tests and closed after them, with
 * a products user signed in, and the searches' expectations counted from its generated documents.
 */
export const useSearchCatalogue = () => {
  let c: CatalogueTestApp | undefined;
  let cookie = '';

  beforeAll(async () => {
    c = await createCatalogueTestApp();
    cookie = await c.signInUser();
  });
  afterAll(() => c?.close());

  const app = () => {
    if (!c) throw new Error('The catalogue test app is not built yet');
    return c;
  };

  const fetchProducts = (body: Body, as = cookie) => app().fetchProducts(body, as);

  /** The expected hits, counted from the generated documents. */
  const expected = (
    test: (product: Product, location: ProductLocation) => boolean,
    scope: { productType?: string; code?: string; statuses?: string[] } = {},
  ) => {
    const { productType = 'Footwear', code = 'US', statuses = ['A', 'R', 'O'] } = scope;
    return app().products.filter((product) => {
      const location = product.locations.find((l) => l.code === code);
      return (
        product.productType === productType &&
        location &&
        statuses.includes(location.lineStatus) &&
        test(product, location)
      );
    });
  };

  /** Fetches all hits (up to 1,000) and checks them against the expectation; there must be some. */
  const expectHits = async (body: Body, hits: Product[], allowEmpty = false) => {
    if (!allowEmpty) expect(hits.length).toBeGreaterThan(0);
    const { status, answer } = await fetchProducts({ limit: 1000, options: { totalCount: true }, ...body });
    expect(status).toBe(200);
    expect(answer.totalCount).toBe(hits.length);
    expect(ids(answer.data)).toEqual(ids(hits));
  };

  return { app, fetchProducts, expected, expectHits, footwear: () => expected(() => true) };
};
