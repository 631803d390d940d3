import {
  LOCATIONS,
  lineStatuses,
  type Product,
  productSchema,
  productTypes,
  seasonSchema,
  styleColorIdSchema,
} from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { type CatalogueItem, DEFAULT_CATALOGUE_STYLES, generateCatalogue } from './catalogue.js';
import { generateSeasons } from './catalogue-seasons.js';
import { createRandom } from './random.js';

const NOW = Date.UTC(2026, 0, 15, 20);
const generate = (seed: number, options: Parameters<typeof generateCatalogue>[1] = {}) => [
  ...generateCatalogue(createRandom(seed), { now: NOW, ...options }),
];

/** The default demo catalogue, generated once for the distribution checks. */
const demo = generate(20_260_101);
const products = demo.map((item) => item.product);
const byStyle = new Map<string, Product[]>();
for (const product of products) byStyle.set(product.style, [...(byStyle.get(product.style) ?? []), product]);

describe('generateCatalogue: determinism', () => {
  it('yields the same catalogue for the same seed and day', () => {
    expect(generate(7, { styles: 150 })).toEqual(generate(7, { styles: 150 }));
  });
  it('yields another catalogue for another seed', () => {
    const [a, b] = [generate(7, { styles: 20 }), generate(8, { styles: 20 })];
    expect(a.map((item) => item.product.name)).not.toEqual(b.map((item) => item.product.name));
  });
  it('draws each style on its own, so a longer catalogue starts with the shorter one', () => {
    const short = generate(7, { styles: 40 });
    expect(generate(7, { styles: 80 }).slice(0, short.length)).toEqual(short);
  });
  it('stops at an exact number of style-colours when asked', () => {
    expect(generate(7, { styleColors: 1_001 })).toHaveLength(1_001);
  });
});

describe('generateCatalogue: completeness', () => {
  const sample = products.filter((_, index) => index % 7 === 0);

  it('gives products that satisfy the product schema', () => {
    for (const product of sample) {
      const result = productSchema.safeParse(product);
      expect(result.error?.issues, product.styleColorId).toBeUndefined();
    }
  });

  /** Every field of spec part 1 §3, nested groups included, is filled on some product of the sample. */
  it('fills every field on some product', () => {
    const filled = (value: unknown) =>
      value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
    const paths = (product: Product) => [
      ...Object.entries(product).map(([key, value]) => [key, value] as const),
      ...(['categories', 'ecommerce', 'components', 'relationships'] as const).flatMap((group) =>
        Object.entries(product[group]).map(([key, value]) => [`${group}.${key}`, value] as const),
      ),
      ...Object.entries(product.locations[0]!).map(([key, value]) => [`locations.${key}`, value] as const),
    ];
    const everFilled = new Set(
      sample.flatMap((product) =>
        paths(product)
          .filter(([, v]) => filled(v))
          .map(([k]) => k),
      ),
    );
    const all = new Set(paths(sample[0]!).map(([key]) => key));
    expect([...all].filter((key) => !everFilled.has(key))).toEqual([]);
  });

  it.each([
    [
      'Footwear',
      ['outsole', 'upper', 'boxCategory', 'initialMarkup'],
      ['type', 'shape', 'height', 'closure', 'sport', 'width'],
    ],
    ['Apparel', ['initialMarkup'], ['apparelType', 'apparelSubType', 'sport']],
    ['POP', ['popCategory', 'popType', 'popGender', 'usage'], []],
  ] as const)('fills what applies to %s on every product', (type, fields, categories) => {
    for (const product of sample.filter((each) => each.productType === type)) {
      for (const field of fields) expect(product[field], `${product.styleColorId} ${field}`).not.toBeNull();
      for (const key of categories) expect(product.categories[key], `${product.styleColorId} ${key}`).not.toBeNull();
      if (type === 'POP') {
        expect(product.materials.length).toBeGreaterThan(0);
        expect(product.relationships.orderWith.length).toBeGreaterThan(0);
      }
    }
  });

  it('names products like "Arch Fit Glide - Summer Breeze" and prices them per location currency', () => {
    for (const product of sample) {
      expect(product.name).toMatch(/^[A-Z][\w'.\- ]+ - [A-Z][\w'.\- ]+$/);
      expect(styleColorIdSchema.safeParse(product.styleColorId).success).toBe(true);
      for (const location of product.locations) {
        const config = LOCATIONS.find((each) => each.code === location.code)!;
        expect(location).toMatchObject({ currencySymbol: config.currencySymbol, decimalPlaces: config.decimalPlaces });
        const sizes = location.availability.flatMap((entry) => Object.keys(entry.sizes));
        expect(sizes.sort()).toEqual(product.availability.map((entry) => entry.size).sort());
      }
    }
  });
});

describe('generateCatalogue: distribution', () => {
  const stylesOf = (type: string) => [...byStyle.values()].filter((colors) => colors[0]!.productType === type).length;

  it(`has ${DEFAULT_CATALOGUE_STYLES} styles by default, about 60 % footwear, 30 % apparel, 10 % POP`, () => {
    expect(byStyle.size).toBe(DEFAULT_CATALOGUE_STYLES);
    const shares = productTypes.map((type) => stylesOf(type) / byStyle.size);
    expect(shares[0]).toBeCloseTo(0.6, 1);
    expect(shares[1]).toBeCloseTo(0.3, 1);
    expect(shares[2]).toBeCloseTo(0.1, 1);
  });

  it('gives every style 2–6 colours with unique style-colour ids', () => {
    for (const colors of byStyle.values()) {
      expect(colors.length).toBeGreaterThanOrEqual(2);
      expect(colors.length).toBeLessThanOrEqual(6);
    }
    expect(new Set(products.map((product) => product.styleColorId)).size).toBe(products.length);
  });

  it('leaves about 1–2 % without pictures (coming soon)', () => {
    const share = demo.filter((item: CatalogueItem) => item.images.length === 0).length / demo.length;
    expect(share).toBeGreaterThan(0.005);
    expect(share).toBeLessThan(0.03);
  });

  it('uses every line status, every location and plausible prices', () => {
    const locations = products.flatMap((product) => product.locations);
    expect(new Set(locations.map((location) => location.lineStatus))).toEqual(new Set(lineStatuses));
    expect(new Set(locations.map((location) => location.code))).toEqual(new Set(LOCATIONS.map((l) => l.code)));
    const usFootwear = products
      .filter((product) => product.productType === 'Footwear')
      .flatMap((product) => product.locations.filter((location) => location.code === 'US'));
    expect(Math.min(...usFootwear.map((location) => location.suggestedRetail))).toBeGreaterThanOrEqual(30);
    expect(Math.max(...usFootwear.map((location) => location.suggestedRetail))).toBeLessThanOrEqual(200);
    for (const location of usFootwear) {
      expect(location.wholesalePrice).toBeLessThan(location.suggestedRetail);
      expect(location.markupPercent).toBeGreaterThan(40);
    }
  });

  it('uses the season codes of the seeded seasons, and colours share their style fields', () => {
    const seasonCodes = new Set(
      generateSeasons(createRandom(1), NOW).map((s) => `${s.season === 'Spring' ? 'SP' : 'FA'}${s.year % 100}`),
    );
    for (const colors of byStyle.values()) {
      const [first] = colors;
      for (const code of first!.seasonCodes) expect(seasonCodes).toContain(code);
      for (const color of colors) {
        expect(color).toMatchObject({ name: first!.name, division: first!.division, styleNote: first!.styleNote });
        expect(color.styleQuantity).toBe(colors.reduce((sum, each) => sum + each.quantity, 0));
      }
    }
  });
});

describe('generateSeasons', () => {
  const seasons = generateSeasons(createRandom(3), NOW);
  it('covers Spring and Fall from 2023 to the next season, per channel, with valid season sets', () => {
    for (const season of seasons) expect(seasonSchema.safeParse(season).error).toBeUndefined();
    const wholesale = seasons.filter((season) => season.channel === 'Wholesale');
    expect(wholesale.map((season) => `${season.season} ${season.year}`)).toEqual([
      'Spring 2023',
      'Fall 2023',
      'Spring 2024',
      'Fall 2024',
      'Spring 2025',
      'Fall 2025',
      'Spring 2026',
      'Fall 2026',
    ]);
    expect(wholesale.map((season) => season.status)).toEqual([
      ...Array(5).fill('Archived'),
      'Live',
      'Live',
      'Preparation',
    ]);
    const regions = new Set(seasons.flatMap((season) => season.seasonSets.map((set) => set.region)));
    expect(regions).toEqual(new Set(['Domestic', 'International', 'Europe']));
  });
});

describe('generateCatalogue: scale', () => {
  it('generates 10,000 style-colours lazily, fast enough for 100,000 in a benchmark', () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    let count = 0;
    let peakHeap = heapBefore;
    for (const _ of generateCatalogue(createRandom(5), { styleColors: 10_000, now: NOW })) {
      if (++count % 1_000 === 0) peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }
    const ms = performance.now() - started;
    console.info(`10,000 style-colours in ${ms.toFixed(0)} ms (100,000 ≈ ${((ms * 10) / 1000).toFixed(1)} s)`);
    expect(count).toBe(10_000);
    // Generous bounds for a loaded CI machine; the point is linear time and flat memory.
    expect(ms).toBeLessThan(15_000);
    expect(peakHeap - heapBefore).toBeLessThan(250_000_000);
  });
});
