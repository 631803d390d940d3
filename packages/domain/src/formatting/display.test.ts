import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAlertCount,
  formatDateTime,
  formatFileSize,
  formatGridDate,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatPickerDate,
  formatPickerRange,
  isoDateOnly,
} from './display.js';

describe('date display', () => {
  it('shows the picker date as MM/DD/YYYY from a date number or parts', () => {
    expect(formatPickerDate(20261022)).toBe('11/22/2026');
    expect(formatPickerDate({ year: 2026, month: 0, day: 5 })).toBe('01/05/2026');
    expect(formatPickerDate(20261131)).toBe('12/31/2026');
  });
  it('shows the grid date as MM/DD/YY', () => {
    expect(formatGridDate(20261022)).toBe('11/22/26');
    expect(formatGridDate({ year: 2005, month: 2, day: 9 })).toBe('03/09/05');
    expect(formatGridDate({ year: 2000, month: 11, day: 31 })).toBe('12/31/00');
  });
  it('joins a picker range with " - "', () => {
    expect(formatPickerRange(20261022, { year: 2026, month: 11, day: 1 })).toBe('11/22/2026 - 12/01/2026');
  });
  it('shows wholesale long dates with a two-digit year in the user locale', () => {
    expect(formatLongDate(20261022, 'en-US')).toBe('November 22, 26');
    expect(formatLongDate(20260001, 'de-DE')).toBe('1. Januar 26');
  });

  const dateTimes: [string, string, string][] = [
    ['winter afternoon (PST)', '2026-11-22T21:05:00Z', '11/22/26 01:05 pm'],
    ['just before midnight UTC goes to the previous evening', '2026-01-01T07:30:00Z', '12/31/25 11:30 pm'],
    ['local midnight is 12 am', '2026-01-01T08:00:00Z', '01/01/26 12:00 am'],
    ['local noon is 12 pm', '2026-01-01T20:00:00Z', '01/01/26 12:00 pm'],
    ['summer time (PDT)', '2026-07-04T19:05:00Z', '07/04/26 12:05 pm'],
  ];
  it.each(dateTimes)('formats date-time in America/Los_Angeles: %s', (_name, iso, expected) => {
    expect(formatDateTime(new Date(iso))).toBe(expected);
  });
  it('formats date-time in another zone when told', () => {
    expect(formatDateTime(new Date('2026-01-01T07:30:00Z'), 'UTC')).toBe('01/01/26 07:30 am');
  });
  it('always gives MM/DD/YY hh:mm am|pm', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01Z'), max: new Date('2999-12-31Z'), noInvalidDate: true }), (d) => {
        expect(formatDateTime(d)).toMatch(
          /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d\d (0[1-9]|1[0-2]):[0-5]\d (am|pm)$/,
        );
      }),
    );
  });
});

describe('formatMoney', () => {
  const cases: [string, number, Parameters<typeof formatMoney>[1], string | undefined, string][] = [
    ['defaults to $ and 2 decimals', 1234.5, undefined, undefined, '$1,234.50'],
    ['null format values fall back to defaults', 3, { currencySymbol: null, decimalPlaces: null }, undefined, '$3.00'],
    ['zero', 0, {}, undefined, '$0.00'],
    ['rounds to the decimals', 2.005, {}, undefined, '$2.01'],
    ['EUR symbol', 1234.5, { currencySymbol: '€' }, undefined, '€1,234.50'],
    ['multi-character symbol', 10, { currencySymbol: 'CA$' }, undefined, 'CA$10.00'],
    ['0 decimals', 1234.5, { decimalPlaces: 0 }, undefined, '$1,235'],
    ['0 decimals with yen', 1500, { currencySymbol: '¥', decimalPlaces: 0 }, undefined, '¥1,500'],
    ['3 decimals', 1.5, { decimalPlaces: 3 }, undefined, '$1.500'],
    ['negative puts the sign before the symbol', -1234.5, {}, undefined, '-$1,234.50'],
    ['negative with EUR', -7, { currencySymbol: '€' }, undefined, '-€7.00'],
    ['negative that rounds to zero shows no sign', -0.001, {}, undefined, '$0.00'],
    ['negative zero shows no sign', -0, {}, undefined, '$0.00'],
    ['de-DE digits', 1234.5, { currencySymbol: '€' }, 'de-DE', '€1.234,50'],
    ['de-DE negative', -1234567.891, { currencySymbol: '€' }, 'de-DE', '-€1.234.567,89'],
    ['de-DE negative rounding to zero', -0.004, { currencySymbol: '€' }, 'de-DE', '€0,00'],
  ];
  it.each(cases)('%s', (_name, value, format, locale, expected) => {
    expect(formatMoney(value, format, locale)).toBe(expected);
  });

  it('reads back as the amount in cents (en-US)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatMoney(cents / 100);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d\d$/);
        expect(text.startsWith('-')).toBe(cents < 0);
        expect(Math.round(Number(text.replace(/[$,]/g, '')) * 100)).toBe(cents);
      }),
    );
  });
});

describe('formatPercent', () => {
  const cases: [number, string | undefined, string][] = [
    [12.345, undefined, '12.35%'],
    [0, undefined, '0.00%'],
    [100, undefined, '100.00%'],
    [-5.5, undefined, '-5.50%'],
    [-0.001, undefined, '0.00%'],
    [-0.005, undefined, '-0.01%'],
    [1234.5, undefined, '1,234.50%'],
    [1234.5, 'de-DE', '1.234,50%'],
  ];
  it.each(cases)('%d in %s → %s', (value, locale, expected) => {
    expect(formatPercent(value, locale)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  const cases: [number, string][] = [
    [0, '0.0 B'],
    [1, '1.0 B'],
    [1023, '1,023.0 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1024 ** 2, '1.0 MB'],
    [5.25 * 1024 ** 2, '5.3 MB'],
    [1024 ** 3, '1.0 GB'],
    [20 * 1024 ** 3, '20.0 GB'],
    [1024 ** 4, '1.0 TB'],
    [1024 ** 5, '1.0 PB'],
    [1024 ** 6, '1.0 EB'],
    [1024 ** 7, '1.0 ZB'],
    [1024 ** 8, '1.0 YB'],
    [2048 * 1024 ** 8, '2,048.0 YB'],
    [-10, '0.0 B'],
  ];
  it.each(cases)('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
  it('uses the locale digits', () => {
    expect(formatFileSize(1536, 'de-DE')).toBe('1,5 KB');
  });

  // Just below 1024 of a unit, where rounding to one decimal reaches 1024.0.
  const nearUnitBoundary = fc
    .tuple(fc.integer({ min: 1, max: 8 }), fc.double({ min: 0, max: 0.9999, noNaN: true }))
    .map(([unit, fraction]) => 1024 ** unit * (1 - (fraction * 0.05) / 1024));
  const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
  it('shows one decimal, under 1024 of the largest fitting unit, close to the byte count', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 0, max: 1e27, noNaN: true }), nearUnitBoundary), (bytes) => {
        const match = formatFileSize(bytes).match(/^([\d,]+\.\d) ([KMGTPEZY]?B)$/);
        expect(match).not.toBeNull();
        const shown = Number(match?.[1]?.replace(/,/g, ''));
        const unit = units.indexOf(match?.[2] ?? '');
        if (unit < units.length - 1) expect(shown).toBeLessThan(1024);
        if (unit > 0) expect(shown).toBeGreaterThanOrEqual(1);
        expect(Math.abs(shown * 1024 ** unit - bytes)).toBeLessThanOrEqual(0.05 * 1024 ** unit * (1 + 1e-9));
      }),
    );
  });
});

describe('formatAlertCount', () => {
  const cases: [number, string][] = [
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
    [-3, '0'],
  ];
  it.each(cases)('%d → %s', (count, expected) => {
    expect(formatAlertCount(count)).toBe(expected);
  });
});

describe('isoDateOnly', () => {
  it('writes the day of an ISO timestamp in the company time zone as YYYY-MM-DD', () => {
    expect(isoDateOnly('2026-03-05T18:00:00.000Z')).toBe('2026-03-05');
    // 03:00 UTC is still the evening before in Los Angeles.
    expect(isoDateOnly('2026-03-05T03:00:00.000Z')).toBe('2026-03-04');
  });
});
