import {
  addDays,
  dueDateWindow,
  firstAvailableWindow,
  fromSlashDate,
  lastProducedWindow,
  orderProductSearch,
  type Product,
  type ProductLocation,
  productSummarySchema,
  todayDateNumber,
} from '@stride/domain';
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

type Body = Record<string, unknown>;
const fetchProducts = (body: Body, as = cookie) => c.fetchProducts(body, as);
const ids = (products: readonly Product[]) => products.map((p) => p.styleColorId).sort();

/** The expected hits, counted from the generated documents. */
const expected = (
  test: (product: Product, location: ProductLocation) => boolean,
  scope: { productType?: string; code?: string; statuses?: string[] } = {},
) => {
  const { productType = 'Footwear', code = 'US', statuses = ['A', 'R', 'O'] } = scope;
  return c.products.filter((product) => {
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

const footwear = () => expected(() => true);
const first = <T>(values: T[]): T => {
  const [value] = values;
  if (value === undefined) throw new Error('The sample catalogue lacks this case');
  return value;
};
const today = () => todayDateNumber(new Date());
const within = (value: number | null, window: { from: number; to: number }) =>
  value !== null && value >= window.from && value <= window.to;

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
    const euCookie = await c.signInUser([tbe('EU')]);
    const { status, answer } = await fetchProducts({ limit: 1000, options: { totalCount: true } }, euCookie);
    expect(status).toBe(200);
    expect(ids(answer.data)).toEqual(ids(expected(() => true, { code: 'EU' })));
    expect(answer.data.every((p: Product) => p.locations.every((l) => l.code === 'EU'))).toBe(true);
  });

  it('prices at the active location when the user may see it', async () => {
    const user = await createUser(c.t.db, {
      permissions: [{ domain: 'products', role: 'user' }],
      userTBEs: [tbe('US', 'NA'), tbe('CA', 'NA')],
      userActiveLocation: 'CA',
    });
    const caCookie = await signIn(c.t, user.email, user.password!);
    const { status, answer } = await fetchProducts({ limit: 1000, options: { totalCount: true } }, caCookie);
    expect(status).toBe(200);
    expect(ids(answer.data)).toEqual(ids(expected(() => true, { code: 'CA' })));
  });

  it('still prices in US for a user who sees US, and still refuses a location the user may not see', async () => {
    const usCookie = await c.signInUser([tbe('US', 'NA'), tbe('EU')]);
    const us = await fetchProducts({ limit: 1000, options: { totalCount: true } }, usCookie);
    expect(us.status).toBe(200);
    expect(ids(us.answer.data)).toEqual(ids(footwear()));
    const euCookie = await c.signInUser([tbe('EU')]);
    expect((await fetchProducts({ locationCode: 'US' }, euCookie)).status).toBe(403);
  });
});

describe('POST /api/products/fetch: footwear filters', () => {
  it('ids: style-colours and styles, and styleOnly matches whole styles', async () => {
    const [a, b] = footwear();
    if (!a || !b) throw new Error('too few products');
    await expectHits(
      { filters: { ids: `${a.styleColorId.toLowerCase()}, ${b.style}` } },
      expected((p) => p.styleColorId === a.styleColorId || p.style === b.style),
    );
    await expectHits(
      { filters: { ids: a.styleColorId, styleOnly: true } },
      expected((p) => p.style === a.style),
    );
  });

  it('name matches name, outsole and upper', async () => {
    const withOutsole = first(footwear().filter((p) => p.outsole));
    const word = withOutsole.outsole!.split(' ')[0]!.toLowerCase();
    await expectHits(
      { filters: { name: word } },
      expected((p) => [p.name, p.outsole ?? '', p.upper ?? ''].join(' ').toLowerCase().includes(word)),
    );
  });

  it('description', async () => {
    const word = first(footwear()).description.split(' ').slice(1, 3).join(' ').toLowerCase();
    await expectHits(
      { filters: { description: word } },
      expected((p) => p.description.toLowerCase().includes(word)),
    );
  });

  it('keyInitiative', async () => {
    const season = first(footwear().flatMap((p) => p.seasonCodes));
    const year = 2000 + Number(season.slice(2));
    const key = `Wholesale_${season.startsWith('SP') ? 'Spring' : 'Fall'}_${year}_Domestic_Footwear`;
    const { status } = await fetchProducts({ filters: { keyInitiative: key } });
    expect(status).toBe(200);
    await expectHits(
      { filters: { keyInitiative: key } },
      expected((p) => p.seasonCodes.includes(season)),
    );
  });

  it('division, gender, features and season codes', async () => {
    const sample = first(footwear().filter((p) => p.features.length > 0 && p.seasonCodes.length > 0));
    await expectHits(
      { filters: { division: [sample.division] } },
      expected((p) => p.division === sample.division),
    );
    await expectHits(
      { filters: { gender: [sample.gender, 'Unisex'] } },
      expected((p) => [sample.gender, 'Unisex'].includes(p.gender)),
    );
    await expectHits(
      { filters: { features: [sample.features[0]] } },
      expected((p) => p.features.includes(sample.features[0]!)),
    );
    await expectHits(
      { filters: { seasonCode: [sample.seasonCodes[0]] } },
      expected((p) => p.seasonCodes.includes(sample.seasonCodes[0]!)),
    );
  });

  it('components and categories', async () => {
    const sample = first(footwear().filter((p) => p.categories.lighted !== null));
    await expectHits(
      { filters: { components: { color1: sample.components.color1, material1: sample.components.material1 } } },
      expected(
        (p) =>
          p.components.color1 === sample.components.color1 && p.components.material1 === sample.components.material1,
      ),
    );
    await expectHits(
      { filters: { categories: { type: sample.categories.type, lighted: sample.categories.lighted } } },
      expected(
        (p) => p.categories.type === sample.categories.type && p.categories.lighted === sample.categories.lighted,
      ),
    );
  });

  it.each(['wholesalePrice', 'suggestedRetail'] as const)('price from/to on %s', async (on) => {
    const prices = footwear()
      .map((p) => p.locations.find((l) => l.code === 'US')![on])
      .sort((x, y) => x - y);
    const from = prices[Math.floor(prices.length / 4)]!;
    const to = prices[Math.floor((prices.length * 3) / 4)]!;
    await expectHits(
      { filters: { price: { from, to, on } } },
      expected((_, l) => l[on] >= from && l[on] <= to),
    );
  });

  it.each(['next15', 'next30', 'next60', 'next90'] as const)('due date %s', (preset) =>
    expectHits(
      { filters: { dueDate: preset } },
      expected((p) => within(p.dueDate, dueDateWindow(preset, today()))),
      true,
    ),
  );

  it.each(['atOnce', 'next60', 'next90', 'next6Months'] as const)('first available %s', (preset) =>
    expectHits(
      { filters: { firstAvailable: preset } },
      expected((_, l) => within(l.firstAvailDate, firstAvailableWindow(preset, today()))),
      preset !== 'next6Months',
    ),
  );

  it.each(['last30', 'last90', 'last6Months', 'lastYear'] as const)('last produced %s', (preset) =>
    expectHits(
      { filters: { lastProduced: preset } },
      expected((_, l) => within(l.lastProdDate, lastProducedWindow(preset, today()))),
      preset !== 'lastYear',
    ),
  );

  it("an order's availability window: style-colours available at the location by its last day", async () => {
    const availabilityWindow = orderProductSearch({ type: 'PROMO' }, today()).availabilityWindow!;
    await expectHits(
      { availabilityWindow },
      expected((_, l) => l.firstAvailDate <= fromSlashDate(availabilityWindow.to)),
    );
    const wrongFormat = await fetchProducts({ availabilityWindow: { from: '2026-11-26', to: '2027-01-10' } });
    expect(wrongFormat.status).toBe(400);
  });

  it('size, upper-cased, alone and with a first-available window', async () => {
    const sizeDates = (l: ProductLocation) =>
      new Map(l.availability.flatMap(({ date, sizes }) => Object.keys(sizes).map((s) => [s, date] as const)));
    await expectHits(
      { filters: { size: '9h' } },
      expected((_, l) => sizeDates(l).has('9H')),
    );
    const window = firstAvailableWindow('next90', today());
    await expectHits(
      { filters: { size: '9H', firstAvailable: 'next90' } },
      expected((_, l) => within(sizeDates(l).get('9H') ?? null, window)),
    );
  });

  it('modifiedDate__gtd keeps products modified after the instant', async () => {
    const dates = footwear()
      .map((p) => p.modifiedDate)
      .sort();
    const since = dates[Math.floor(dates.length / 2)]!;
    await expectHits(
      { filters: { modifiedDate__gtd: since } },
      expected((p) => Date.parse(p.modifiedDate) > Date.parse(since)),
    );
  });

  it('combines filters with AND', async () => {
    const sample = first(footwear());
    const window = lastProducedWindow('lastYear', addDays(today(), 0));
    await expectHits(
      {
        filters: { gender: [sample.gender], division: [sample.division], lastProduced: 'lastYear', price: { from: 0 } },
      },
      expected(
        (p, l) => p.gender === sample.gender && p.division === sample.division && within(l.lastProdDate, window),
      ),
      true,
    );
  });
});

describe('POST /api/products/fetch: apparel and POP filters', () => {
  it('apparel type', async () => {
    const apparel = expected(() => true, { productType: 'Apparel' });
    const type = first(apparel.filter((p) => p.categories.apparelType)).categories.apparelType;
    await expectHits(
      { productType: 'Apparel', filters: { categories: { apparelType: type } } },
      expected((p) => p.categories.apparelType === type, { productType: 'Apparel' }),
    );
  });

  it('POP type, category, gender, usage and material', async () => {
    const scope = { productType: 'POP' };
    const pop = first(expected((p) => p.popType !== null && p.materials.length > 0, scope));
    const cases: [Body, (p: Product) => boolean][] = [
      [{ popType: [pop.popType] }, (p) => p.popType === pop.popType],
      [{ popCategory: [pop.popCategory] }, (p) => p.popCategory === pop.popCategory],
      [{ popGender: [pop.popGender] }, (p) => p.popGender === pop.popGender],
      [{ popUsage: [pop.usage] }, (p) => p.usage === pop.usage],
      [{ popMaterial: [pop.materials[0]] }, (p) => p.materials.includes(pop.materials[0]!)],
    ];
    for (const [filters, test] of cases) await expectHits({ productType: 'POP', filters }, expected(test, scope));
  });
});

describe('POST /api/products/fetch: POP colours by location (spec part 1 §6)', () => {
  const us = [
    { territory: 'US-WEST', businessEntity: 'DOMESTIC', locations: [{ key: 'US', colorFilters: { POP: ['BLK'] } }] },
  ];

  it('shows a user AST and their locations’ POP colours; footwear colours are not restricted', async () => {
    const usCookie = await c.signInUser(us);
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
