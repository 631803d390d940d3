import type { Product } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { type CatalogueTestApp, createCatalogueTestApp } from '../../test/product-catalogue.js';
import { signIn } from '../../test/test-app.js';

let c: CatalogueTestApp;
let cookie: string;

beforeAll(async () => {
  c = await createCatalogueTestApp();
  cookie = await c.signInUser();
});
afterAll(() => c?.close());

const fetchProducts = (body: unknown, as = cookie) => c.fetchProducts(body, as);

const usFootwear = () =>
  c.products.filter(
    (p) =>
      p.productType === 'Footwear' &&
      ['A', 'R', 'O'].includes(p.locations.find((l) => l.code === 'US')?.lineStatus ?? ''),
  );
const us = (p: Product) => p.locations.find((l) => l.code === 'US')!;
const sortKeys: Record<string, (p: Product) => number | string> = {
  style: (p) => p.styleNumeric,
  name: (p) => p.name,
  cost: (p) => us(p).wholesalePrice,
  suggestedRetail: (p) => us(p).suggestedRetail,
  modifiedDate: (p) => Date.parse(p.modifiedDate),
};

describe('POST /api/products/fetch: sort and paging', () => {
  it.each(Object.keys(sortKeys).flatMap((field) => [[field, 1] as const, [field, -1] as const]))(
    'sorts by %s, direction %i',
    async (field, direction) => {
      const { status, answer } = await fetchProducts({ sort: { field, direction }, limit: 1000 });
      expect(status).toBe(200);
      const keys = (answer.data as Product[]).map(sortKeys[field]!);
      expect(keys).toHaveLength(usFootwear().length);
      const ordered = [...keys].sort((a, b) => (a < b ? -direction : a > b ? direction : 0));
      expect(keys).toEqual(ordered);
    },
  );

  it('sorts newest first: modified date, then created date, then the location’s add date (spec part 1 §9)', async () => {
    const newest = (p: Product) => [Date.parse(p.modifiedDate), Date.parse(p.createdDate), us(p).addDate] as const;
    const later = (a: readonly number[], b: readonly number[]) => {
      const index = a.findIndex((value, i) => value !== b[i]);
      return index >= 0 && a[index]! > b[index]!;
    };
    for (const direction of [1, -1] as const) {
      const { status, answer } = await fetchProducts({ sort: { field: 'newest', direction }, limit: 1000 });
      expect(status).toBe(200);
      const keys = (answer.data as Product[]).map(newest);
      expect(keys).toHaveLength(usFootwear().length);
      // Newest first with direction 1, oldest first with -1; never a later one after an earlier.
      for (let index = 1; index < keys.length; index++) {
        const [before, after] = direction === 1 ? [keys[index]!, keys[index - 1]!] : [keys[index - 1]!, keys[index]!];
        expect(later(before, after)).toBe(false);
      }
    }
    // The catalogue's dates differ, so this compares something.
    expect(new Set(usFootwear().map((p) => p.modifiedDate)).size).toBeGreaterThan(10);
  });

  it('keeps the catalogue order (style) when no sort is sent', async () => {
    const { answer } = await fetchProducts({ limit: 1000 });
    const styles = (answer.data as Product[]).map((p) => p.styleNumeric);
    expect(styles).toEqual([...styles].sort((a, b) => a - b));
  });

  it('pages through every product once, with the total count on each page', async () => {
    const total = usFootwear().length;
    expect(total).toBeGreaterThan(30);
    const seen: string[] = [];
    for (let skip = 0; skip < total; skip += 25) {
      const { answer } = await fetchProducts({ skip, limit: 25, options: { totalCount: true } });
      expect(answer.totalCount).toBe(total);
      seen.push(...answer.data.map((p: Product) => p.styleColorId));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen.sort()).toEqual(
      usFootwear()
        .map((p) => p.styleColorId)
        .sort(),
    );
  });

  it('answers an empty page past the end, whole documents and grid summaries alike', async () => {
    for (const summary of [false, true]) {
      const { answer } = await fetchProducts({ skip: 100_000, limit: 100, options: { summary, totalCount: true } });
      expect(answer).toEqual({ totalCount: usFootwear().length, data: [] });
    }
  });
});

describe('POST /api/products/fetch: who sees what', () => {
  it('answers 401 without a session and 403 without the products permission', async () => {
    expect((await fetchProducts({}, '')).status).toBe(401);
    const outsider = await createUser(c.t.db, { permissions: [] });
    expect((await fetchProducts({}, await signIn(c.t, outsider.email, outsider.password!))).status).toBe(403);
  });

  it('limits a non-admin to the locations of their userTBEs', async () => {
    const europe = await c.signInUser([{ territory: 'EMEA', businessEntity: 'EU01', locations: [{ key: 'EU' }] }]);
    const denied = await fetchProducts({ locationCode: 'US' }, europe);
    expect(denied.status).toBe(403);
    expect(denied.answer.messageCode).toBe('ITS_BE_ERROR_FORBIDDEN');
    const { status, answer } = await fetchProducts({ locationCode: 'EU', limit: 1000 }, europe);
    expect(status).toBe(200);
    expect(answer.data.length).toBeGreaterThan(0);
    for (const product of answer.data as Product[]) {
      expect(product.locations.map((l) => l.code)).toEqual(['EU']);
    }
  });

  it('shows an admin every location of a product', async () => {
    const { answer } = await fetchProducts({ limit: 1000 });
    const byId = new Map(c.products.map((p) => [p.styleColorId, p]));
    for (const product of answer.data as Product[]) {
      expect(product.locations).toEqual(byId.get(product.styleColorId)!.locations);
    }
  });
});

describe('POST /api/products/fetch: validation', () => {
  it.each([
    [{ limit: 1001 }, 'limit'],
    [{ productType: 'Boots' }, 'productType'],
    [{ locationCode: 'XX' }, 'locationCode'],
    [{ lineStatus: 'Z' }, 'lineStatus'],
    [{ sort: { field: 'color', direction: 1 } }, 'field'],
    [{ filters: { size: 'TOOLONG' } }, 'size'],
    [{ filters: { dueDate: 'tomorrow' } }, 'dueDate'],
    [{ filters: { firstAvailable: 'next7' } }, 'firstAvailable'],
    [{ filters: { gender: ['Robots'] } }, 'gender'],
    [{ filters: { price: { from: -1 } } }, 'from'],
    [{ filters: { modifiedDate__gtd: 'last week' } }, 'modifiedDate__gtd'],
  ])('answers 400 for %j, naming %s', async (body, field) => {
    const { status, answer } = await fetchProducts(body);
    expect(status).toBe(400);
    expect(answer.messageCode).toBe('ITS_BE_ERROR_INVALID_INPUT');
    expect(JSON.stringify(answer)).toContain(field);
  });

  it('strips unknown fields instead of failing', async () => {
    const { status, answer } = await fetchProducts({ colour: 'red', filters: { smell: 'new' }, limit: 5 });
    expect(status).toBe(200);
    expect(answer.data).toHaveLength(5);
  });
});
