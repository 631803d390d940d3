// @vitest-environment node
import { chipsToFilters, type ProductSearchFilters } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { filtersToChips, searchableChips } from './query-chips';

describe('filtersToChips', () => {
  it.each<[string, ProductSearchFilters]>([
    ['several values of a key', { styleOnly: false, gender: ['Womens', 'Mens'], division: ['Kids'] }],
    ['style ids', { styleOnly: true, ids: '100151, 100258' }],
    ['a price range on retail', { styleOnly: false, price: { from: 20, to: 80, on: 'suggestedRetail' } }],
    [
      'components and categories',
      { styleOnly: false, components: { color1: 'Black' }, categories: { vegan: true, type: 'Sneaker' } },
    ],
    ['a single value', { styleOnly: false, name: 'trail', firstAvailable: 'next60' }],
  ])('gives back the filters of %s', (_name, filters) => {
    expect(chipsToFilters(filtersToChips(filters), 'Footwear')).toEqual(filters);
  });

  it("leaves out values a search query skips: empty, null and 'null'", () => {
    const saved = {
      styleOnly: false,
      gender: ['Womens', 'null', ''],
      name: 'NULL',
      components: { color1: null },
    } as unknown as ProductSearchFilters;
    expect(filtersToChips(saved)).toEqual([{ key: 'gender', value: 'Womens' }]);
  });
});

describe('searchableChips', () => {
  it("keeps the chips a search can use and skips empty, null and 'null' (any case) values", () => {
    expect(
      searchableChips([
        { key: 'name', value: 'Null' },
        { key: 'description', value: '  ' },
        { key: 'gender', value: 'Mens' },
        { key: 'division', value: 'null' },
      ]),
    ).toEqual([{ key: 'gender', value: 'Mens' }]);
  });
});
