import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datePartsInZone, fromDateNumber, isValidDateNumber, toDateNumber } from './date-number.js';

const partsArb = fc.record({
  year: fc.integer({ min: 1000, max: 9999 }),
  month: fc.integer({ min: 0, max: 11 }),
  day: fc.integer({ min: 1, max: 31 }),
});
const utcParts = (date: Date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() });
const dateArb = fc.date({
  min: new Date('1000-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('toDateNumber / fromDateNumber', () => {
  it('stores 22 November 2026 as 20261022 (zero-based month)', () => {
    expect(toDateNumber({ year: 2026, month: 10, day: 22 })).toBe(20261022);
    expect(fromDateNumber(20261022)).toEqual({ year: 2026, month: 10, day: 22 });
  });
  it('stores January as month 00 and December as month 11', () => {
    expect(toDateNumber({ year: 2026, month: 0, day: 1 })).toBe(20260001);
    expect(toDateNumber({ year: 2026, month: 11, day: 31 })).toBe(20261131);
    expect(fromDateNumber(20260001)).toEqual({ year: 2026, month: 0, day: 1 });
  });
  it('round-trips parts through a number', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        expect(fromDateNumber(toDateNumber(parts))).toEqual(parts);
      }),
    );
  });
  it('round-trips valid numbers through parts', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const value = toDateNumber(utcParts(date));
        expect(toDateNumber(fromDateNumber(value))).toBe(value);
      }),
    );
  });
  it('orders numbers as the dates they stand for', () => {
    fc.assert(
      fc.property(dateArb, dateArb, (a, b) => {
        const [x, y] = [toDateNumber(utcParts(a)), toDateNumber(utcParts(b))];
        const sameDay = x === y;
        if (!sameDay) expect(x < y).toBe(a.getTime() < b.getTime());
      }),
    );
  });
});

describe('isValidDateNumber', () => {
  const cases: [string, number, boolean][] = [
    ['22 November 2026', 20261022, true],
    ['1 January 2026', 20260001, true],
    ['31 December 2026', 20261131, true],
    ['month 12 does not exist', 20261201, false],
    ['month 99 does not exist', 20269901, false],
    ['day 0', 20260000, false],
    ['day 32', 20260032, false],
    ['30 April', 20260330, true],
    ['31 April (30-day month)', 20260331, false],
    ['31 June', 20260531, false],
    ['31 September', 20260831, false],
    ['31 November', 20261031, false],
    ['31 March', 20260231, true],
    ['28 February 2025', 20250128, true],
    ['29 February 2025 (not leap)', 20250129, false],
    ['29 February 2024 (leap)', 20240129, true],
    ['29 February 2100 (century, not leap)', 21000129, false],
    ['29 February 2000 (400 years, leap)', 20000129, true],
    ['30 February 2024', 20240130, false],
    ['a fraction', 20261022.5, false],
    ['a negative number', -20261022, false],
    ['NaN', Number.NaN, false],
    ['Infinity', Number.POSITIVE_INFINITY, false],
  ];
  it.each(cases)('%s (%d) → %s', (_name, value, expected) => {
    expect(isValidDateNumber(value)).toBe(expected);
  });

  it('accepts the number of every real calendar day', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        expect(isValidDateNumber(toDateNumber(utcParts(date)))).toBe(true);
      }),
    );
  });

  it('rejects any month from 12 to 99', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 12, max: 99 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          expect(isValidDateNumber(year * 10_000 + month * 100 + day)).toBe(false);
        },
      ),
    );
  });
});

describe('datePartsInZone', () => {
  const la = 'America/Los_Angeles';
  const cases: [string, string, string, { year: number; month: number; day: number }][] = [
    [
      'UTC midnight in winter is the previous evening (PST)',
      '2026-11-22T00:00:00Z',
      la,
      { year: 2026, month: 10, day: 21 },
    ],
    ['07:59 UTC in winter is still the previous day', '2026-11-22T07:59:59Z', la, { year: 2026, month: 10, day: 21 }],
    ['08:00 UTC in winter is midnight of the same day', '2026-11-22T08:00:00Z', la, { year: 2026, month: 10, day: 22 }],
    ['06:59 UTC in summer is the previous day (PDT)', '2026-07-01T06:59:00Z', la, { year: 2026, month: 5, day: 30 }],
    ['07:00 UTC in summer is midnight of the same day', '2026-07-01T07:00:00Z', la, { year: 2026, month: 6, day: 1 }],
    ['New Year in UTC is still 31 December', '2027-01-01T05:00:00Z', la, { year: 2026, month: 11, day: 31 }],
    ['UTC zone keeps the UTC day', '2026-11-22T00:00:00Z', 'UTC', { year: 2026, month: 10, day: 22 }],
    ['Berlin is ahead of UTC', '2026-11-21T23:30:00Z', 'Europe/Berlin', { year: 2026, month: 10, day: 22 }],
  ];
  it.each(cases)('%s', (_name, iso, zone, expected) => {
    expect(datePartsInZone(new Date(iso), zone)).toEqual(expected);
  });

  it('gives a valid date number and the UTC day in UTC', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01Z'), max: new Date('2999-12-31Z'), noInvalidDate: true }), (d) => {
        expect(datePartsInZone(d, 'UTC')).toEqual(utcParts(d));
        expect(isValidDateNumber(toDateNumber(datePartsInZone(d, la)))).toBe(true);
      }),
    );
  });
});
