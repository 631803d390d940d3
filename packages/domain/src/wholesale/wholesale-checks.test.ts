import { describe, expect, it } from 'vitest';
import { toDateNumber } from '../formatting/date-number.js';
import type { OrderCustomer } from '../orders/order.js';
import { addDays } from '../products/search.js';
import {
  lineUnits,
  packCodeMessage,
  type WholesaleLine,
  wholesaleLineProblems,
  wholesaleProblemMessage,
  wholesaleTotals,
} from './wholesale-checks.js';
import { WHOLESALE_PACKS } from './wholesale-packs.js';

const today = toDateNumber({ year: 2026, month: 10, day: 26 });
const customer: OrderCustomer = {
  id: '300101',
  name: 'Harbor Sports',
  currency: 'USD',
  address: { country: 'USA' },
  defaults: [],
  termsInfo: [{ code: '30', description: 'Net 30' }],
};
const line = (overrides: Partial<WholesaleLine> = {}): WholesaleLine => ({
  style: '12345',
  color: 'BLK',
  sizes: { '9': 2, '10': 1 },
  unitPrice: 40,
  prices: {},
  packCode: null,
  startDate: today,
  endDate: addDays(today, 30),
  ...overrides,
});
const messages = (value: WholesaleLine) =>
  wholesaleLineProblems(value, customer, today).map((problem) => wholesaleProblemMessage(problem));

describe('wholesaleLineProblems', () => {
  it('accepts a line with units, a price, good dates and open stock', () => {
    expect(messages(line({ packCode: 's1' }))).toEqual([]);
  });

  it('needs at least one unit and a price, its own or the customer’s fallback', () => {
    expect(messages(line({ sizes: { '9': 0 }, unitPrice: null }))).toEqual(['No quantities ordered', 'No unit price']);
    expect(messages(line({ unitPrice: null, prices: { '/USD': 39 } }))).toEqual([]);
    expect(messages(line({ unitPrice: null, prices: { 'USA/USD': 38 } }))).toEqual([]);
    expect(messages(line({ unitPrice: null, prices: { '/EUR': 38 } }))).toEqual(['No unit price']);
  });

  it('reports the spec’s date messages', () => {
    expect(messages(line({ startDate: null, endDate: addDays(today, -10) }))).toEqual([
      'Invalid Start Date',
      'End date cannot be more than 1 week in the past',
    ]);
    expect(messages(line({ startDate: addDays(today, 5), endDate: addDays(today, 2) }))).toEqual([
      'End date cannot be before start date',
    ]);
  });

  it.each([
    ['XX9', { '9': 3 }, 'Pack code XX9 is not a known pack code'],
    ['b12', { '9': 4 }, 'Pack code B12 is not allowed'],
    ['1PK', { '9': 4 }, 'Pack code 1PK does not start with a letter'],
    ['M6', {}, 'Pack code M6 needs quantities'],
    ['M6', { '8': 1, '9': 2, '10': 2 }, 'Pack code M6: the total must be a multiple of 6'],
    ['M6', { '8': 3, '9': 3 }, 'Pack code M6: size 9 must be a multiple of 2'],
  ])('pack code %s with %j: %s', (packCode, sizes, message) => {
    const problems = wholesaleLineProblems(line({ packCode, sizes }), customer, today).filter(
      (problem) => problem.kind === 'packCode',
    );
    expect(problems.map(wholesaleProblemMessage)).toContain(message);
  });

  it('accepts whole prepacks', () => {
    expect(messages(line({ packCode: 'M6', sizes: { '8': 2, '9': 4, '10': 4, '11': 2 } }))).toEqual([]);
  });

  it('words every pack finding', () => {
    expect(packCodeMessage({ kind: 'sizeNotMultiple', code: 'N24', size: '7', share: 4 })).toBe(
      'Pack code N24: size 7 must be a multiple of 4',
    );
    expect(WHOLESALE_PACKS.get('M12')).toBeDefined();
  });
});

describe('wholesaleTotals', () => {
  it('adds units and the discounted value of each line at its fallback price', () => {
    type TotalsLine = Parameters<typeof wholesaleTotals>[0][number];
    const lines: TotalsLine[] = [
      { sizes: { '9': 2, '10': 2 }, discount: 10, unitPrice: 50, prices: {} },
      { sizes: { '8': 1 }, discount: null, unitPrice: null, prices: { '/USD': 30 } },
      { sizes: { '8': 5 }, discount: null, unitPrice: null, prices: {} },
    ];
    expect(wholesaleTotals(lines, customer)).toEqual({ units: 10, amount: 4 * 50 * 0.9 + 30 });
    expect(wholesaleTotals(lines, null)).toEqual({ units: 10, amount: 0 });
    expect(lineUnits({ sizes: { '9': -1, '10': 3 } })).toBe(3);
  });
});
