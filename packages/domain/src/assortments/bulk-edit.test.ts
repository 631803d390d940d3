import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AssortmentProduct } from './assortment.js';
import { bulkEditFields, differingFields, type EditCellsInput, editCellsChanges, matchChanges } from './bulk-edit.js';
import { applyRowChanges } from './cell-rules.js';

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

describe('editCellsChanges', () => {
  const context = { labels: [{ name: 'Hot', color: '#e53935' }], pillars: ['Core', 'Lifestyle'] };
  const row = { ...line({}), cost: 40, suggestedRetail: 80, decimalPlaces: 2 };
  const applied = (input: EditCellsInput) => applyRowChanges(row, editCellsChanges(input), context);

  it.each<[string, EditCellsInput, ReturnType<typeof editCellsChanges>]>([
    ['only the ticked fields', { values: { colorNote: 'Hero', label: 'Hot' } }, { colorNote: 'Hero', label: 'Hot' }],
    ['an empty field clears it', { values: { displayGroup: ' ', label: '' } }, { displayGroup: null, label: null }],
    ['the carryover as a flag', { values: { carryover: 'false' } }, { carryover: false }],
    [
      'the pricing cell as typed, trimmed',
      { pricing: { field: 'netCost', value: ' 31.5 ' }, values: {} },
      { netCost: '31.5' },
    ],
    ['a blank pricing value writes nothing', { pricing: { field: 'discountPercent', value: '  ' }, values: {} }, {}],
  ])('writes %s', (_case, input, expected) => {
    expect(editCellsChanges(input)).toEqual(expected);
  });

  it('goes through the cell rules: a discount % sets the net cost from the cost', () => {
    expect(applied({ pricing: { field: 'discountPercent', value: '20' }, values: {} })).toEqual({
      values: { discountPercent: 20, discountAmount: 8, netCost: 32 },
      problems: [],
    });
  });

  it("refuses a discount % above 100 with the spec's rule", () => {
    expect(applied({ pricing: { field: 'discountPercent', value: '150' }, values: {} }).problems).toEqual([
      { field: 'discountPercent', message: 'discountPercentRange' },
    ]);
  });

  it('takes only a value of the list for lookup fields', () => {
    expect(applied({ values: { pillar: 'lifestyle', label: 'Nope' } })).toEqual({
      values: { pillar: 'Lifestyle' },
      problems: [{ field: 'label', message: 'unknownLabel' }],
    });
  });

  it('writes exactly the ticked fields, whatever their values', () => {
    const field = fc.constantFrom(...bulkEditFields);
    fc.assert(
      fc.property(fc.dictionary(field, fc.string()), (values) => {
        expect(Object.keys(editCellsChanges({ values })).sort()).toEqual(Object.keys(values).sort());
      }),
    );
  });
});
