import { describe, expect, it } from 'vitest';
import { toDateNumber } from '../formatting/date-number.js';
import {
  defaultEndDate,
  defaultLineTerms,
  lineDateProblems,
  type WholesaleCustomer,
  wholesaleUnitPrice,
} from './wholesale-lines.js';

/** A date number from a calendar date written as people do (1-based month). */
const day = (year: number, month: number, date: number) => toDateNumber({ year, month: month - 1, day: date });

const customer = (country: string, extra: Partial<WholesaleCustomer> = {}): WholesaleCustomer => ({
  currency: 'USD',
  address: { country },
  defaults: [
    { store: 'S1', divisionId: 'FW', daysOut: 30, term: '07' },
    { store: 'S2', divisionId: 'FW', daysOut: 60, term: null },
  ],
  termsInfo: [
    { code: '05', description: 'Net 30' },
    { code: '09', description: 'Net 60' },
  ],
  ...extra,
});

describe('wholesale order lines (spec part 1 §5 Wholesale order)', () => {
  const prices = { 'USA/USD': 42, '/USD': 40, 'CAN/CAD': 55 };

  it.each([
    ['its own price', 38.5, 38.5],
    ['a free line', 0, 0],
    ['the country/currency price when missing', undefined, 42],
    ['the country/currency price when negative', -1, 42],
    ['the country/currency price when not a number', '12,50', 42],
  ])('prices a line at %s', (_case, unitPrice, expected) => {
    expect(wholesaleUnitPrice(unitPrice, prices, customer('USA'))).toBe(expected);
  });

  it('falls back to the currency price, then to none', () => {
    expect(wholesaleUnitPrice(null, prices, customer('MEX'))).toBe(40);
    expect(wholesaleUnitPrice(null, prices, customer('MEX', { currency: 'EUR' }))).toBeNull();
  });

  it('takes days out and term from the defaults of the line’s store and division, the first term otherwise', () => {
    expect(defaultLineTerms(customer('MEX'), { store: 'S1', divisionId: 'FW' })).toEqual({ daysOut: 30, term: '07' });
    expect(defaultLineTerms(customer('MEX'), { store: 'S2', divisionId: 'FW' })).toEqual({ daysOut: 60, term: '05' });
    expect(defaultLineTerms(customer('MEX'), { store: 'S9', divisionId: 'FW' })).toEqual({ daysOut: null, term: '05' });
    expect(defaultLineTerms(customer('MEX', { termsInfo: [], defaults: [] }), {})).toEqual({ daysOut: null, term: '' });
  });

  it('gives reduced lines of USA customers term 02', () => {
    expect(defaultLineTerms(customer('USA'), { store: 'S1', divisionId: 'FW', reduced: true }).term).toBe('02');
    expect(defaultLineTerms(customer('CAN'), { store: 'S1', divisionId: 'FW', reduced: true }).term).toBe('07');
  });

  it('ends a line 20 days after its start in eur, 15 for CAN customers, a month otherwise', () => {
    expect(defaultEndDate(day(2026, 11, 26), 'eur', 'DEU')).toBe(day(2026, 12, 16));
    expect(defaultEndDate(day(2026, 11, 26), 'usa', 'CAN')).toBe(day(2026, 12, 11));
    expect(defaultEndDate(day(2026, 11, 26), 'usa', 'USA')).toBe(day(2026, 12, 26));
    expect(defaultEndDate(day(2027, 1, 31), 'usa', 'USA')).toBe(day(2027, 2, 28));
    expect(defaultEndDate(day(2026, 12, 15), 'usa', 'USA')).toBe(day(2027, 1, 15));
  });

  describe('date messages', () => {
    const today = day(2026, 11, 26);
    it.each([
      ['two good dates', day(2026, 12, 1), day(2026, 12, 31), []],
      ['a start a week ago', day(2026, 11, 19), day(2026, 12, 31), []],
      ['empty dates', null, undefined, ['Invalid Start Date', 'Invalid End Date']],
      ['a 31 November', day(2026, 11, 31), day(2026, 12, 31), ['Invalid Start Date']],
      ['an end before the start', day(2026, 12, 10), day(2026, 12, 1), ['End date cannot be before start date']],
      [
        'dates more than a week ago',
        day(2026, 11, 18),
        day(2026, 11, 18),
        ['Start date cannot be more than 1 week in the past', 'End date cannot be more than 1 week in the past'],
      ],
      ['an end a year ahead', day(2026, 12, 1), day(2027, 11, 26), []],
      ['an end beyond a year', day(2026, 12, 1), day(2027, 11, 27), ['End date cannot be more than 1 year in future']],
      [
        'a start beyond a year',
        day(2027, 12, 1),
        day(2027, 12, 2),
        ['Start date cannot be more than 1 year in future', 'End date cannot be more than 1 year in future'],
      ],
    ] as const)('%s', (_case, start, end, problems) => {
      expect(lineDateProblems(start, end, today)).toEqual(problems);
    });
  });
});
