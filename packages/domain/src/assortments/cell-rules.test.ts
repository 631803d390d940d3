import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markupPercent, roundTo } from '../products/calculations.js';
import type { RowCellValue, RowChanges } from './assortment-batch-requests.js';
import { applyRowChanges, type CellRuleProblem, cellRuleMessages, type RowPricing } from './cell-rules.js';
import { type AssortmentRowValues, assortmentRowFieldNames } from './row-fields.js';

type Row = RowPricing & AssortmentRowValues;

const context = {
  labels: [
    { name: 'Must Have', color: '#e53935' },
    { name: 'Hero', color: '#1e88e5' },
  ],
  pillars: ['Performance', 'Lifestyle'],
};
const blank: Row = { cost: 40, suggestedRetail: 80, decimalPlaces: 2 };
const discounted: Row = { ...blank, discountPercent: 10, discountAmount: 4, netCost: 36 };
const cleared = { discountPercent: null, discountAmount: null, netCost: null };
const range: CellRuleProblem[] = [{ field: 'discountPercent', message: 'discountPercentRange' }];

describe('cellRuleMessages', () => {
  it("uses the spec's text for the discount range", () => {
    expect(cellRuleMessages.discountPercentRange).toBe('Discount Percentage must be between 0-100');
  });
});

type Case = [string, Row, RowChanges, Partial<AssortmentRowValues>, CellRuleProblem[]?];

describe('pricing cells recalculate each other from cost', () => {
  const cases: Case[] = [
    ['a discount percent', blank, { discountPercent: 10 }, { discountPercent: 10, discountAmount: 4, netCost: 36 }],
    [
      'a percent to 2 decimals',
      blank,
      { discountPercent: '12.345' },
      { discountPercent: 12.35, discountAmount: 4.94, netCost: 35.06 },
    ],
    ['a percent above 100 clears', discounted, { discountPercent: 101 }, cleared, range],
    ['a negative percent clears', discounted, { discountPercent: -1 }, cleared, range],
    ['a percent of letters clears', discounted, { discountPercent: 'abc' }, cleared, range],
    ['an emptied percent clears quietly', discounted, { discountPercent: '' }, cleared],
    ['a discount amount', blank, { discountAmount: 10 }, { discountPercent: 25, discountAmount: 10, netCost: 30 }],
    ['an amount above cost blanks the net cost', discounted, { discountAmount: 50 }, cleared],
    ['a negative amount becomes blank', discounted, { discountAmount: '-5' }, cleared],
    [
      'a net cost, other characters stripped',
      blank,
      { netCost: '$30.00' },
      { discountPercent: 25, discountAmount: 10, netCost: 30 },
    ],
    ['an empty net cost is 0', blank, { netCost: '' }, { discountPercent: 100, discountAmount: 40, netCost: 0 }],
    ['a net cost of letters is 0', blank, { netCost: 'abc' }, { discountPercent: 100, discountAmount: 40, netCost: 0 }],
    ['a negative net cost is blanked', discounted, { netCost: -5 }, cleared],
    [
      'a net cost above cost is a negative discount',
      blank,
      { netCost: 50 },
      { discountPercent: -25, discountAmount: -10, netCost: 50 },
    ],
    [
      'markup sets net cost from retail',
      blank,
      { markupPercent: 75 },
      { discountPercent: 50, discountAmount: 20, netCost: 20 },
    ],
    [
      'markup back to cost',
      discounted,
      { markupPercent: '50' },
      { discountPercent: 0, discountAmount: 0, netCost: 40 },
    ],
    ['markup above 100 blanks the net cost', discounted, { markupPercent: 150 }, cleared],
    ['an emptied markup changes nothing', discounted, { markupPercent: '' }, {}],
    ['a negative markup is blank', discounted, { markupPercent: -10 }, {}],
    ['the same values again change nothing', discounted, { discountPercent: '10.00' }, {}],
    [
      'the last pricing field wins',
      blank,
      { discountPercent: 10, netCost: 30 },
      { discountPercent: 25, discountAmount: 10, netCost: 30 },
    ],
    [
      'to the location decimals',
      { ...blank, cost: 1999, decimalPlaces: 0 },
      { discountPercent: 15 },
      { discountPercent: 15, discountAmount: 300, netCost: 1699 },
    ],
  ];
  it.each(cases)('%s', (_, row, changes, values, problems = []) => {
    expect(applyRowChanges(row, changes, context)).toEqual({ values, problems });
  });

  const invalid: [string, Row, RowChanges][] = [
    ['an amount that is not text or a number', discounted, { discountAmount: true }],
    ['a net cost that is a list', discounted, { netCost: ['1'] }],
    ['a markup without a retail price', { ...discounted, suggestedRetail: null }, { markupPercent: 50 }],
    ['a markup of a boolean', discounted, { markupPercent: false }],
  ];
  it.each(invalid)('ignores %s', (_, row, changes) => {
    const [field] = Object.keys(changes);
    expect(applyRowChanges(row, changes, context)).toEqual({
      values: {},
      problems: [{ field, message: 'invalidValue' }],
    });
  });
});

describe('without a cost nothing can be derived', () => {
  const noCost: Row = { ...discounted, cost: null };
  const cases: Case[] = [
    [
      'a percent is kept',
      noCost,
      { discountPercent: 20 },
      { discountPercent: 20, discountAmount: null, netCost: null },
    ],
    ['an amount is kept', noCost, { discountAmount: 5 }, { discountPercent: null, discountAmount: 5, netCost: null }],
    ['a net cost is kept', noCost, { netCost: 30 }, { discountPercent: null, discountAmount: null, netCost: 30 }],
    [
      'markup still sets the net cost',
      noCost,
      { markupPercent: 50 },
      { discountPercent: null, discountAmount: null, netCost: 40 },
    ],
    ['an invalid percent still clears', noCost, { discountPercent: 200 }, cleared, range],
  ];
  it.each(cases)('%s', (_, row, changes, values, problems = []) => {
    expect(applyRowChanges(row, changes, context)).toEqual({ values, problems });
  });
});

describe('the other cells', () => {
  const row: Row = {
    ...blank,
    label: 'Hero',
    carryover: 1,
    selected: false,
    styleNote: 'old',
    tags: ['a'],
    pillar: 'Lifestyle',
  };
  const cases: Case[] = [
    ['a label in any case is stored as named', row, { label: 'must HAVE' }, { label: 'Must Have' }],
    ['an unknown label is ignored', row, { label: 'Nope' }, {}, [{ field: 'label', message: 'unknownLabel' }]],
    ['an emptied label clears', row, { label: '' }, { label: null }],
    ['a null label clears', row, { label: null }, { label: null }],
    ['the same label in another case changes nothing', row, { label: 'HERO' }, {}],
    ['carryover from words', row, { carryover: 'No' }, { carryover: 0 }],
    ['carryover from a boolean', { ...row, carryover: 0 }, { carryover: true }, { carryover: 1 }],
    [
      'carryover refuses other words',
      row,
      { carryover: 'maybe' },
      {},
      [{ field: 'carryover', message: 'invalidValue' }],
    ],
    ['selected', row, { selected: true }, { selected: true }],
    ['selected refuses other values', row, { selected: 'x' }, {}, [{ field: 'selected', message: 'invalidValue' }]],
    ['a note is trimmed', row, { colorNote: '  red sole  ' }, { colorNote: 'red sole' }],
    ['an emptied note clears', row, { styleNote: ' ' }, { styleNote: null }],
    ['a display group', row, { displayGroup: 'Window' }, { displayGroup: 'Window' }],
    ['a note cannot be a list', row, { styleNote: ['x'] }, {}, [{ field: 'styleNote', message: 'invalidValue' }]],
    ['tags from a comma-separated text', row, { tags: 'new, Core,core' }, { tags: ['new', 'Core'] }],
    ['the same tags change nothing', row, { tags: [' a '] }, {}],
    ['a pillar of the list in any case', row, { pillar: 'performance' }, { pillar: 'Performance' }],
    [
      'a pillar not in the list is ignored',
      row,
      { pillar: 'Running' },
      {},
      [{ field: 'pillar', message: 'notInList' }],
    ],
    [
      'problems do not stop the other cells',
      discounted,
      { discountPercent: 150, label: 'hero' },
      { ...cleared, label: 'Hero' },
      range,
    ],
  ];
  it.each(cases)('%s', (_, start, changes, values, problems = []) => {
    expect(applyRowChanges(start, changes, context)).toEqual({ values, problems });
  });
});

const cents = (min: number, max: number) => fc.integer({ min, max }).map((value) => value / 100);
const decimalPlaces = fc.integer({ min: 0, max: 4 });
const percent = cents(0, 10_000);
const pricing = fc.record({
  cost: fc.option(cents(0, 1_000_000), { nil: null }),
  suggestedRetail: fc.option(cents(0, 1_000_000), { nil: null }),
  decimalPlaces,
});
const cellValue: fc.Arbitrary<RowCellValue> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.double({ min: -500, max: 500 }).map(String),
  fc.double(),
  fc.integer({ min: -200, max: 200 }),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
  fc.constantFrom('hero', 'MUST have', 'lifestyle', 'yes', '0'),
);
const anyChanges = fc.record(Object.fromEntries(assortmentRowFieldNames.map((field) => [field, cellValue])), {
  requiredKeys: [],
}) as fc.Arbitrary<RowChanges>;

describe('pricing properties', () => {
  it('derives net cost and amount from a percent, and the amount gives the percent back within rounding', () => {
    fc.assert(
      fc.property(cents(1, 1_000_000), percent, decimalPlaces, (cost, typed, places) => {
        const { values } = applyRowChanges(
          { cost, suggestedRetail: null, decimalPlaces: places },
          { discountPercent: typed },
          context,
        );
        const net = roundTo(cost * (1 - typed / 100), places);
        expect(values.discountPercent).toBe(typed);
        expect(values.netCost).toBe(net);
        expect(values.discountAmount).toBe(roundTo(cost - net, places));
        // Net cost and amount are each rounded to the location's decimals (the catalogue cost may
        // have more): up to a unit of those, as a share of cost.
        const tolerance = (100 * 10 ** -places) / cost + 1e-9;
        expect(Math.abs((values.discountAmount! / cost) * 100 - typed)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });
  it('splits cost into net cost and discount amount for a typed net cost', () => {
    fc.assert(
      fc.property(cents(1, 1_000_000), cents(0, 1_000_000), (cost, typed) => {
        fc.pre(typed <= cost);
        const { values } = applyRowChanges({ ...blank, cost }, { netCost: String(typed) }, context);
        const row = { ...blank, cost, ...values };
        expect(row.netCost).toBe(typed);
        expect(roundTo(row.netCost! + row.discountAmount!, 2)).toBe(cost);
        expect(row.discountPercent).toBe(roundTo(((cost - typed) / cost) * 100, 2));
      }),
    );
  });
  it('sets the net cost a markup asks for, within rounding', () => {
    fc.assert(
      fc.property(cents(1, 1_000_000), percent, (suggestedRetail, markup) => {
        const { values } = applyRowChanges({ ...blank, suggestedRetail }, { markupPercent: markup }, context);
        const net = { ...blank, ...values }.netCost!;
        expect(Math.abs(markupPercent(suggestedRetail, net)! - markup)).toBeLessThanOrEqual(
          0.005 + 0.5 / suggestedRetail + 1e-9,
        );
      }),
    );
  });
  it('never stores a negative net cost, and with a cost keeps the three cells in agreement', () => {
    fc.assert(
      fc.property(pricing, anyChanges, (prices, changes) => {
        const { values } = applyRowChanges(prices, changes, context);
        const row: Row = { ...prices, ...values };
        if (row.netCost != null) expect(row.netCost).toBeGreaterThanOrEqual(0);
        if (prices.cost === null || row.netCost == null) return;
        expect(row.discountAmount).toBe(roundTo(prices.cost - row.netCost, prices.decimalPlaces));
      }),
    );
  });
  it('keeps a typed discount percent within 0–100', () => {
    fc.assert(
      fc.property(pricing, cellValue, (prices, typed) => {
        const { values } = applyRowChanges(prices, { discountPercent: typed }, context);
        if (values.discountPercent == null) return;
        expect(values.discountPercent).toBeGreaterThanOrEqual(0);
        expect(values.discountPercent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('applyRowChanges properties', () => {
  it('is idempotent: the same changes again change nothing', () => {
    fc.assert(
      fc.property(pricing, anyChanges, anyChanges, (prices, earlier, changes) => {
        const start: Row = { ...prices, ...applyRowChanges(prices, earlier, context).values };
        const once: Row = { ...start, ...applyRowChanges(start, changes, context).values };
        expect(applyRowChanges(once, changes, context).values).toEqual({});
      }),
    );
  });
  it('stores a label in its own spelling, whatever the case typed', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...context.labels)
          .chain((label) => fc.tuple(fc.constant(label), fc.mixedCase(fc.constant(label.name)))),
        ([label, typed]) => {
          expect(applyRowChanges(blank, { label: typed }, context).values).toEqual({ label: label.name });
        },
      ),
    );
  });
});
