import { type Product, productSummarySchema } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { signIn } from '../../test/test-app.js';
import { ids, useSearchCatalogue } from './search-routes-test-setup.js';

const { app, fetchProducts, expected, expectHits, footwear } = useSearchCatalogue();

describe('POST /api/products/fetch: scope and defaults', () => {
  it('defaults to footwear priced in US with line status A, R or O, 100 per page, no total', async () => {
    const { status, answer } = await fetchProducts({});
    expect(status).toBe(200);
    expect(answer).not.toHaveProperty('totalCount');
    expect(answer.data).toHaveLength(Math.min(100, footwear().length));
    expect(answer.data.every((p: Product) => p.productType === 'Footwear')).toBe(true);
  });

  it.each(['Footwear', 'Apparel', 'POP'])('searches the %s catalogue', (productType) =>
    expectHits(
      { productType },
      expected(() => true, { productType }),
    ),
  );

  it.each(['A', 'D'])('filters line status %s at the location', (lineStatus) =>
    expectHits(
      { lineStatus },
      expected(() => true, { statuses: [lineStatus] }),
      true,
    ),
  );

  it('answers grid summaries priced at the search location with options.summary, in the same order', async () => {
    const body = { locationCode: 'EU', sort: { field: 'cost', direction: -1 }, limit: 50 };
    const whole = await fetchProducts({ ...body, options: { totalCount: true } });
    const summaries = await fetchProducts({ ...body, options: { totalCount: true, summary: true } });
    expect(summaries.status).toBe(200);
    expect(summaries.answer.totalCount).toBe(whole.answer.totalCount);
    const atEu = (product: Product) =>
      productSummarySchema.parse({ ...product, locations: product.locations.filter((l) => l.code === 'EU') });
    expect(summaries.answer.data).toEqual(whole.answer.data.map(atEu));
    expect(summaries.answer.data[0]).not.toHaveProperty('availability');
  });

  it('prices in EU for region Europe, and in the location asked for', async () => {
    await expectHits(
      { region: 'Europe' },
      expected(() => true, { code: 'EU' }),
    );
    await expectHits(
      { locationCode: 'CA' },
      expected(() => true, { code: 'CA' }),
      true,
    );
  });
});

describe('POST /api/products/fetch: a search naming no location prices at the user’s default', () => {
  const tbe = (key: string, territory = 'EMEA') => ({ territory, businessEntity: 'SUBSIDIARY', locations: [{ key }] });

  it('answers a user who sees only EU with EU products, as locationCode EU would', async () => {
    const euCookie = await app().signInUser([tbe('EU')]);
    const { status, answer } = await fetchProducts({ limit: 1000, options: { totalCount: true } }, euCookie);
    expect(status).toBe(200);
    expect(ids(answer.data)).toEqual(ids(expected(() => true, { code: 'EU' })));
    expect(answer.data.every((p: Product) => p.locations.every((l) => l.code === 'EU'))).toBe(true);
  });

  it('prices at the active location when the user may see it', async () => {
    const user = await createUser(app().t.db, {
      permissions: [{ domain: 'products', role: 'user' }],
      userTBEs: [tbe('US', 'NA'), tbe('CA', 'NA')],
      userActiveLocation: 'CA',
    });
    const caCookie = await signIn(app().t, user.email, user.password!);
    const { status, answer } = await fetchProducts({ limit: 1000, options: { totalCount: true } }, caCookie);
    expect(status).toBe(200);
    expect(ids(answer.data)).toEqual(ids(expected(() => true, { code: 'CA' })));
  });

  it('still prices in US for a user who sees US, and still refuses a location the user may not see', async () => {
    const usCookie = await app().signInUser([tbe('US', 'NA'), tbe('EU')]);
    const us = await fetchProducts({ limit: 1000, options: { totalCount: true } }, usCookie);
    expect(us.status).toBe(200);
    expect(ids(us.answer.data)).toEqual(ids(footwear()));
    const euCookie = await app().signInUser([tbe('EU')]);
    expect((await fetchProducts({ locationCode: 'US' }, euCookie)).status).toBe(403);
  });
});

describe('POST /api/products/fetch: POP colours by location (spec part 1 §6)', () => {
  const us = [
    { territory: 'US-WEST', businessEntity: 'DOMESTIC', locations: [{ key: 'US', colorFilters: { POP: ['BLK'] } }] },
  ];

  it('shows a user AST and their locations’ POP colours; footwear colours are not restricted', async () => {
    const usCookie = await app().signInUser(us);
    const allowed = new Set(['AST', 'BLK']);
    const pop = expected((p) => allowed.has(p.color), { productType: 'POP' });
    expect(expected((p) => !allowed.has(p.color), { productType: 'POP' }).length).toBeGreaterThan(0);
    const { answer } = await fetchProducts(
      { productType: 'POP', limit: 1000, options: { totalCount: true } },
      usCookie,
    );
    expect(ids(answer.data)).toEqual(ids(pop));
    const shoes = await fetchProducts({ limit: 1000, options: { totalCount: true } }, usCookie);
    expect(shoes.answer.totalCount).toBe(footwear().length);
  });
});
