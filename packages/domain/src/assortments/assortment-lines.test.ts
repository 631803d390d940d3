import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markupPercent } from '../products/calculations.js';
import type { AssortmentProduct } from './assortment.js';
import { divisionGroupOf } from './assortment-constants.js';
import { assortmentLinesOf, assortmentStyleLinesSchema, groupAssortmentLines } from './assortment-lines.js';

/** A line as the server presents it: the derived fields worked out from the others. */
const line = (fields: Partial<AssortmentProduct> & Pick<AssortmentProduct, 'style' | 'color' | 'sortOrder'>) => {
  const base = {
    styleNumeric: 100003,
    name: 'Tiny Steps - Crisp Journey',
    productType: 'Footwear',
    division: 'Kids',
    gender: 'Infants',
    colorDescription: 'Multi/Black',
    outsole: 'Flex-groove rubber outsole',
    upper: null,
    popCategory: null,
    seasonCodes: ['FA26'],
    lineStatus: 'A',
    cost: 16.25,
    suggestedRetail: 35,
    firstAvailDate: 20261126,
    totalInventory: 1196,
    currencySymbol: '$',
    decimalPlaces: 2,
    inCatalogue: true,
    displayGroup: null,
    label: null,
    carryover: 0,
    selected: false,
    pillar: 'Comfort Technology',
    discountPercent: null,
    discountAmount: null,
    netCost: 16.25,
    styleNote: null,
    colorNote: null,
    collectionStyleNote: null,
    collectionColorNote: null,
    tags: [],
    thumbnail: null,
    version: 1,
    ...fields,
  } as const;
  const id = `${base.style}_${base.color}`;
  return {
    ...base,
    id,
    divisionGroup: divisionGroupOf(base.division),
    markupPercent:
      base.netCost === null || base.suggestedRetail === null ? null : markupPercent(base.suggestedRetail, base.netCost),
    printImage: base.thumbnail ?? `/api/products/images/${id}/A/medium`,
  } as AssortmentProduct;
};

describe('groupAssortmentLines', () => {
  it("says a style's shared facts once and each colour's own values, leaving out what a missing field means", () => {
    const rows = [
      line({ style: '100003N', color: 'MTBK', sortOrder: 1, carryover: 1 }),
      line({ style: '200001', color: 'BLK', sortOrder: 2, name: 'Trail Runner', productType: 'Apparel' }),
      line({
        style: '100003N',
        color: 'MTRY',
        sortOrder: 3,
        colorDescription: 'Multi/Royal',
        discountPercent: 12.5,
        netCost: 14.22,
      }),
    ];
    expect(groupAssortmentLines(rows)).toEqual([
      {
        style: '100003N',
        styleNumeric: 100003,
        name: 'Tiny Steps - Crisp Journey',
        division: 'Kids',
        gender: 'Infants',
        outsole: 'Flex-groove rubber outsole',
        seasonCodes: ['FA26'],
        lineStatus: 'A',
        cost: 16.25,
        suggestedRetail: 35,
        firstAvailDate: 20261126,
        totalInventory: 1196,
        pillar: 'Comfort Technology',
        version: 1,
        colors: [
          { color: 'MTBK', sortOrder: 1, colorDescription: 'Multi/Black', carryover: 1, netCost: 16.25 },
          { color: 'MTRY', sortOrder: 3, colorDescription: 'Multi/Royal', discountPercent: 12.5, netCost: 14.22 },
        ],
      },
      {
        style: '200001',
        styleNumeric: 100003,
        name: 'Trail Runner',
        productType: 'Apparel',
        division: 'Kids',
        gender: 'Infants',
        colorDescription: 'Multi/Black',
        outsole: 'Flex-groove rubber outsole',
        seasonCodes: ['FA26'],
        lineStatus: 'A',
        cost: 16.25,
        suggestedRetail: 35,
        firstAvailDate: 20261126,
        totalInventory: 1196,
        pillar: 'Comfort Technology',
        netCost: 16.25,
        version: 1,
        colors: [{ color: 'BLK', sortOrder: 2 }],
      },
    ]);
    expect(assortmentLinesOf(groupAssortmentLines(rows))).toEqual([rows[0], rows[1], rows[2]]);
  });

  const text = fc.constantFrom('', 'Kids', 'Mens', 'Hero', 'Multi/Black');
  const nullable = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });
  const money = nullable(fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100));
  const lineArbitrary = fc.record({
    style: fc.constantFrom('100003N', '100004', '2001'),
    color: fc.constantFrom('BLK', 'MTBK', 'WHT', 'NVY'),
    sortOrder: fc.integer({ min: 0, max: 20 }),
    name: text,
    division: text,
    colorDescription: text,
    upper: nullable(text),
    seasonCodes: fc.array(fc.constantFrom('FA26', 'SP27'), { maxLength: 2 }),
    lineStatus: nullable(fc.constantFrom('A', 'D', 'C')),
    cost: money,
    suggestedRetail: money,
    netCost: money,
    inCatalogue: fc.boolean(),
    carryover: fc.constantFrom(0, 1),
    selected: fc.boolean(),
    label: nullable(text),
    tags: fc.array(fc.constantFrom('core', 'new'), { maxLength: 2 }),
    thumbnail: nullable(fc.constant('/api/assortment-files/a.png')),
    currencySymbol: fc.constantFrom('$', '€'),
    decimalPlaces: fc.constantFrom(0, 2),
    version: fc.integer({ min: 0, max: 3 }),
  });

  it('gives back exactly the rows it grouped, in their order, and answers what its schema says', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(lineArbitrary, { selector: (row) => `${row.style}_${row.color}`, maxLength: 12 }),
        (drawn) => {
          const rows = drawn
            .map((fields) => line(fields as Parameters<typeof line>[0]))
            .sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1));
          const grouped = groupAssortmentLines(rows);
          for (const style of grouped) expect(assortmentStyleLinesSchema.parse(style)).toEqual(style);
          expect(assortmentLinesOf(JSON.parse(JSON.stringify(grouped)))).toEqual(rows);
        },
      ),
    );
  });
});
