import { describe, expect, it } from 'vitest';
import type { AssortmentProduct } from './assortment.js';
import { differingFields, matchChanges } from './bulk-edit.js';

/** A line with only the values these rules read; the rest of a row does not matter to them. */
const line = (values: Partial<AssortmentProduct>) =>
  ({
    discountPercent: null,
    netCost: 40,
    label: null,
    carryover: 0,
    pillar: 'Core',
    displayGroup: null,
    tags: [],
    styleNote: null,
    colorNote: null,
    collectionStyleNote: null,
    collectionColorNote: null,
    ...values,
  }) as AssortmentProduct;

describe('differingFields', () => {
  it('lists the fields in which another line differs from the source, tags compared by value', () => {
    const source = line({ discountPercent: 10, netCost: 36, label: 'Hot', tags: ['a'] });
    const others = [
      line({ discountPercent: 10, netCost: 45, label: 'Hot', tags: ['a'] }),
      line({ tags: ['a'], label: 'Hot', discountPercent: 10, netCost: 36, colorNote: 'x' }),
    ];
    expect(differingFields(source, others)).toEqual(['netCost', 'colorNote']);
  });

  it('finds nothing to match when the lines agree', () => {
    expect(differingFields(line({}), [line({}), line({})])).toEqual([]);
  });
});

describe('matchChanges', () => {
  it("sends the source's discount % so each line keeps it over its own cost", () => {
    expect(matchChanges(line({ discountPercent: 15, netCost: 34 }), ['discountPercent', 'netCost'])).toEqual({
      discountPercent: 15,
    });
  });

  it("sends the source's net cost when it has no discount", () => {
    expect(matchChanges(line({ netCost: 31 }), ['discountPercent'])).toEqual({ netCost: 31 });
  });

  it('copies the chosen values only, the carryover flag as a flag', () => {
    expect(
      matchChanges(line({ carryover: 1, label: 'Hot', tags: ['x'], styleNote: 'n' }), ['carryover', 'tags']),
    ).toEqual({
      carryover: true,
      tags: ['x'],
    });
  });
});
