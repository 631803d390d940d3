// @vitest-environment node
import type { AssortmentProduct } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { sortAssortmentRows } from './sort-rows';

const row = (id: string, sortOrder: number, values: Partial<AssortmentProduct>) =>
  ({ id, sortOrder, style: id, styleNumeric: sortOrder, ...values }) as AssortmentProduct;

const rows = [
  row('a', 3, { gender: 'Womens', cost: 50 }),
  row('b', 1, { gender: 'Mens', cost: null }),
  row('c', 2, { gender: 'Kids', cost: 20 }),
  row('d', 4, { gender: 'Unisex', cost: 20 }),
];
const ids = (sorted: AssortmentProduct[]) => sorted.map((sorted) => sorted.id);

describe('sortAssortmentRows', () => {
  it("keeps the assortment's own order without a sort", () => {
    expect(ids(sortAssortmentRows(rows, null, {}))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('sorts numbers both ways, empty cells last, ties in the own order', () => {
    expect(ids(sortAssortmentRows(rows, { colId: 'cost', direction: 'asc' }, {}))).toEqual(['c', 'd', 'a', 'b']);
    expect(ids(sortAssortmentRows(rows, { colId: 'cost', direction: 'desc' }, {}))).toEqual(['a', 'c', 'd', 'b']);
  });

  it("follows the user's custom order of a column's values, others after them", () => {
    const customSort = { gender: ['Unisex', 'Womens', 'Mens'] };
    expect(ids(sortAssortmentRows(rows, { colId: 'gender', direction: 'asc' }, customSort))).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
    expect(ids(sortAssortmentRows(rows, { colId: 'gender', direction: 'desc' }, customSort))).toEqual([
      'b',
      'a',
      'd',
      'c',
    ]);
  });
});
