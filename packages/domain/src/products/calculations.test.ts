import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatedQuantities,
  colorPercent,
  discountForNetCost,
  markupPercent,
  netCost,
  netCostForMarkup,
  roundTo,
  sellThru,
  styleSellThru,
  validDiscountPercent,
} from './calculations.js';

const price = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);
const positivePrice = fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100);
const discountPercent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
const count = fc.integer({ min: 0, max: 1_000_000 });

describe('roundTo', () => {
  const cases: [number, number, number][] = [
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [-1.005, 2, -1.01],
    [10, 2, 10],
    [0.125, 0, 0],
    [1234.5, 0, 1235],
    [1e-9, 2, 0],
  ];
  it.each(cases)('rounds %d to %d places as %d', (value, places, expected) => {
    expect(roundTo(value, places)).toBe(expected);
  });
  it('never answers -0', () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });
});

describe('netCost', () => {
  const cases: [string, number, Parameters<typeof netCost>[1], number | null][] = [
    ['no discount', 40, {}, 40],
    ['10 percent', 40, { discountPercent: 10 }, 36],
    ['an amount', 40, { discountAmount: 2.5 }, 37.5],
    ['the percentage wins over the amount', 40, { discountPercent: 50, discountAmount: 1 }, 20],
    ['null percentage falls back to the amount', 40, { discountPercent: null, discountAmount: 1 }, 39],
    ['100 percent', 40, { discountPercent: 100 }, 0],
    ['a negative result is blanked', 40, { discountAmount: 41 }, null],
    ['rounded to the decimal places', 19.99, { discountPercent: 33 }, 13.39],
  ];
  it.each(cases)('%s', (_, cost, discount, expected) => {
    expect(netCost(cost, discount)).toBe(expected);
  });
  it('rounds to the location decimal places (0 for yen)', () => {
    expect(netCost(1999, { discountPercent: 15 }, 0)).toBe(1699);
  });
  it('lies between 0 and cost for any discount percentage of 0–100', () => {
    fc.assert(
      fc.property(price, discountPercent, (cost, percent) => {
        const net = netCost(cost, { discountPercent: percent });
        expect(net).not.toBeNull();
        expect(net!).toBeGreaterThanOrEqual(0);
        expect(net!).toBeLessThanOrEqual(cost);
      }),
    );
  });
  it('shrinks as the discount grows', () => {
    fc.assert(
      fc.property(price, discountPercent, discountPercent, (cost, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(netCost(cost, { discountPercent: high })!).toBeLessThanOrEqual(netCost(cost, { discountPercent: low })!);
      }),
    );
  });
});

describe('discountForNetCost', () => {
  it('gives back the net cost it was derived from, as amount and as percentage', () => {
    fc.assert(
      fc.property(positivePrice, price, (cost, target) => {
        fc.pre(target <= cost);
        const discount = discountForNetCost(cost, target);
        expect(netCost(cost, { discountAmount: discount.discountAmount })).toBe(target);
        // The percentage is kept to 2 decimals, so it lands within half a hundredth of a percent of cost.
        expect(Math.abs(netCost(cost, { discountPercent: discount.discountPercent })! - target)).toBeLessThanOrEqual(
          cost * 0.00005 + 0.01,
        );
      }),
    );
  });
  it('is no discount at all for a zero cost', () => {
    expect(discountForNetCost(0, 0)).toEqual({ discountAmount: 0, discountPercent: 0 });
  });
});

describe('markupPercent', () => {
  const cases: [number, number, number | null][] = [
    [80, 40, 50],
    [100, 25, 75],
    [59.99, 30, 49.99],
    [50, 60, -20],
    [0, 10, null],
  ];
  it.each(cases)('retail %d over net cost %d is %d %%', (retail, net, expected) => {
    expect(markupPercent(retail, net)).toBe(expected);
  });
  it('round-trips through netCostForMarkup within rounding', () => {
    fc.assert(
      fc.property(positivePrice, fc.integer({ min: 0, max: 10_000 }), (retail, hundredths) => {
        const markup = hundredths / 100;
        const net = netCostForMarkup(retail, markup)!;
        // A cent of net cost moves the markup by 100 / retail percent.
        expect(Math.abs(markupPercent(retail, net)! - markup)).toBeLessThanOrEqual(0.005 + 0.5 / retail + 1e-9);
      }),
    );
  });
  it('is at most 100 % for a non-negative net cost', () => {
    fc.assert(
      fc.property(positivePrice, price, (retail, net) => {
        expect(markupPercent(retail, net)!).toBeLessThanOrEqual(100);
      }),
    );
  });
  it('blanks a negative net cost from a markup above 100 %', () => {
    expect(netCostForMarkup(80, 150)).toBeNull();
  });
});

describe('sell-through and colour share', () => {
  it('styleSellThru is style quantity over style quantity plus on hand', () => {
    expect(styleSellThru({ styleQuantity: 300, styleQuantityOnHand: 100 })).toBe(75);
    expect(styleSellThru({ styleQuantity: 1, styleQuantityOnHand: 2 })).toBe(33.33);
    expect(styleSellThru({ styleQuantity: 0, styleQuantityOnHand: 0 })).toBe(0);
  });
  it('sellThru is the colour quantity over quantity plus on hand', () => {
    expect(sellThru({ quantity: 40, quantityOnHand: 60 })).toBe(40);
    expect(sellThru({ quantity: 0, quantityOnHand: 0 })).toBe(0);
  });
  it('colorPercent is the colour share of its style', () => {
    expect(colorPercent({ quantity: 25, styleQuantity: 200 })).toBe(12.5);
    expect(colorPercent({ quantity: 0, styleQuantity: 0 })).toBe(0);
  });
  it('keeps sell-through within 0–100 and growing with what is sold', () => {
    fc.assert(
      fc.property(count, count, count, (sold, more, onHand) => {
        const before = sellThru({ quantity: sold, quantityOnHand: onHand });
        const after = sellThru({ quantity: sold + more, quantityOnHand: onHand });
        expect(before).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(100);
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
  it('adds the colour shares of a style up to 100 %, within rounding', () => {
    fc.assert(
      fc.property(fc.array(count, { minLength: 1, maxLength: 6 }), (quantities) => {
        const styleQuantity = quantities.reduce((sum, quantity) => sum + quantity, 0);
        fc.pre(styleQuantity > 0);
        const total = quantities.reduce((sum, quantity) => sum + colorPercent({ quantity, styleQuantity }), 0);
        expect(Math.abs(total - 100)).toBeLessThanOrEqual(0.005 * quantities.length + 1e-9);
      }),
    );
  });
  it('calculatedQuantities gives all three', () => {
    expect(
      calculatedQuantities({ quantity: 10, quantityOnHand: 10, styleQuantity: 40, styleQuantityOnHand: 60 }),
    ).toEqual({ styleSellThru: 40, sellThru: 50, colorPercent: 25 });
  });
});

describe('validDiscountPercent', () => {
  const cases: [number, number | null][] = [
    [0, 0],
    [100, 100],
    [12.345, 12.35],
    [-1, null],
    [100.01, null],
    [Number.NaN, null],
  ];
  it.each(cases)('%d gives %s', (value, expected) => {
    expect(validDiscountPercent(value)).toBe(expected);
  });
});
