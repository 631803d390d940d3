import {
  addDays,
  dueDateWindow,
  firstAvailableWindow,
  fromSlashDate,
  lastProducedWindow,
  orderProductSearch,
  type Product,
  type ProductLocation,
} from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { type Body, first, today, useSearchCatalogue, within } from './search-routes-test-setup.js';

const { fetchProducts, expected, expectHits, footwear } = useSearchCatalogue();

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
