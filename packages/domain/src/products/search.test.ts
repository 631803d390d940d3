import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SEARCH_LIMIT } from '../constants/limits.js';
import { fromDateNumber, isValidDateNumber, toDateNumber } from '../formatting/date-number.js';
import {
  addDays,
  CATALOGUE_SORT,
  dueDateWindow,
  firstAvailableWindow,
  fromSlashDate,
  lastProducedWindow,
  modifiedSinceDate,
  modifiedSinceValue,
  orderProductSearch,
  PROMO_SEARCH_AVAILABILITY_DAYS,
  parseProductIds,
  productSearchFiltersSchema,
  productSearchRequestSchema,
  productSortColumns,
  productSortFields,
  searchLineStatuses,
  todayDateNumber,
} from './search.js';

const day = (year: number, month: number, date: number) => toDateNumber({ year, month, day: date });
const toUtc = (value: number) => {
  const { year, month, day: date } = fromDateNumber(value);
  return Date.UTC(year, month, date);
};
const dateNumbers = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => day(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

describe('addDays', () => {
  it.each([
    [day(2026, 0, 31), 1, day(2026, 1, 1)],
    [day(2026, 0, 1), -1, day(2025, 11, 31)],
    [day(2024, 1, 28), 1, day(2024, 1, 29)],
    [day(2025, 1, 28), 1, day(2025, 2, 1)],
  ])('%i + %i days is %i', (from, days, expected) => expect(addDays(from, days)).toBe(expected));

  it('is a valid date exactly n days away, and reversible', () => {
    fc.assert(
      fc.property(dateNumbers, fc.integer({ min: -400, max: 400 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isValidDateNumber(moved)).toBe(true);
        expect((toUtc(moved) - toUtc(date)) / 86_400_000).toBe(days);
        expect(addDays(moved, -days)).toBe(date);
      }),
    );
  });
});

describe('date windows', () => {
  const today = day(2026, 10, 22);
  it.each([
    ['next15', 14],
    ['next30', 29],
    ['next60', 59],
    ['next90', 89],
  ] as const)('due date %s runs from two days back to day %i', (preset, ahead) =>
    expect(dueDateWindow(preset, today)).toEqual({ from: addDays(today, -2), to: addDays(today, ahead) }),
  );
  it.each([
    ['atOnce', 29],
    ['next60', 59],
    ['next90', 89],
    ['next6Months', 181],
  ] as const)('first available %s runs from 3 days back to day %i', (preset, ahead) =>
    expect(firstAvailableWindow(preset, today)).toEqual({ from: addDays(today, -3), to: addDays(today, ahead) }),
  );
  it.each([
    ['last30', 30],
    ['last90', 90],
    ['last6Months', 182],
    ['lastYear', 366],
  ] as const)('last produced %s covers the last %i days', (preset, back) =>
    expect(lastProducedWindow(preset, today)).toEqual({ from: addDays(today, -back), to: today }),
  );
  it('every window contains today and is ordered', () => {
    fc.assert(
      fc.property(dateNumbers, (date) => {
        for (const window of [
          dueDateWindow('next15', date),
          firstAvailableWindow('next6Months', date),
          lastProducedWindow('lastYear', date),
        ]) {
          expect(window.from).toBeLessThanOrEqual(date);
          expect(window.to).toBeGreaterThanOrEqual(date);
        }
      }),
    );
  });
  it('today is the calendar day in Los Angeles', () => {
    expect(todayDateNumber(new Date('2026-11-22T05:00:00Z'))).toBe(day(2026, 10, 21));
    expect(todayDateNumber(new Date('2026-11-22T09:00:00Z'))).toBe(day(2026, 10, 22));
  });
});

describe('product search request', () => {
  it('fills the defaults', () => {
    expect(productSearchRequestSchema.parse({})).toEqual({
      productType: 'Footwear',
      lineStatus: 'ALL',
      filters: { styleOnly: false },
      sort: { field: 'style', direction: 1 },
      skip: 0,
      limit: 100,
      options: { totalCount: false, summary: false, includeWarehouseAvailability: false },
    });
  });
  it('sorts by newest (modified, created, added) when asked, the API keeping the catalogue order by default', () => {
    expect(productSearchRequestSchema.parse({ sort: { field: 'newest' } }).sort).toEqual({
      field: 'newest',
      direction: 1,
    });
    expect(productSortFields).toEqual(['newest', 'style', 'name', 'cost', 'suggestedRetail', 'modifiedDate']);
    expect(productSortColumns.newest).toEqual(['modifiedDate', 'createdDate', 'locations.addDate']);
    expect(productSearchRequestSchema.parse({}).sort).toEqual(CATALOGUE_SORT);
  });
  it('strips unknown fields and upper-cases the size', () => {
    const parsed = productSearchRequestSchema.parse({ bogus: 1, filters: { size: '9h', other: 'x' } });
    expect(parsed).not.toHaveProperty('bogus');
    expect(parsed.filters).toEqual({ styleOnly: false, size: '9H' });
  });
  it.each([
    [{ limit: PRODUCT_SEARCH_LIMIT + 1 }, 'limit'],
    [{ productType: 'Shoes' }, 'productType'],
    [{ filters: { size: '123456' } }, 'size'],
    [{ filters: { dueDate: 'next10' } }, 'dueDate'],
    [{ sort: { field: 'color', direction: 1 } }, 'field'],
    [{ sort: { field: 'name', direction: 2 } }, 'direction'],
    [{ filters: { modifiedDate__gtd: 'yesterday' } }, 'modifiedDate__gtd'],
    [{ filters: { keyInitiative: 'Wholesale_Spring' } }, 'keyInitiative'],
  ])('rejects %j naming %s', (body, field) => {
    const result = productSearchRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toContain(field);
  });
  it('ALL means the sellable line statuses', () => {
    expect(searchLineStatuses('ALL')).toEqual(['A', 'R', 'O']);
    expect(searchLineStatuses('D')).toEqual(['D']);
  });
  it('parses ids lists', () => {
    expect(parseProductIds(' 1234, ap55_blk 1234\n')).toEqual(['1234', 'AP55_BLK']);
  });
});

describe('Modified Since', () => {
  it('starts at midnight of the chosen day at offset −08:00, and reads back', () => {
    const value = modifiedSinceValue(toDateNumber({ year: 2026, month: 10, day: 5 }));
    expect(value).toBe('2026-11-05T00:00:00-08:00');
    expect(productSearchFiltersSchema.parse({ modifiedDate__gtd: value }).modifiedDate__gtd).toBe(value);
    expect(modifiedSinceDate(value)).toBe(toDateNumber({ year: 2026, month: 10, day: 5 }));
  });
});

describe('orderProductSearch (spec part 2 §7.8, §9.4)', () => {
  const today = toDateNumber({ year: 2026, month: 10, day: 26 });

  it('reads the US warehouse for a sample order unless it names one, with totals and warehouse availability', () => {
    expect(orderProductSearch({ type: 'SAMPLE' }, today)).toEqual({
      locationCode: 'US',
      sort: { field: 'style', direction: 1 },
      warehouse: 'US',
      options: { totalCount: true, summary: false, includeWarehouseAvailability: true },
    });
    expect(orderProductSearch({ type: 'SAMPLE', warehouse: 'EU', region: 'Europe' }, today)).toMatchObject({
      locationCode: 'EU',
      warehouse: 'EU',
    });
  });

  it('looks 45 days ahead for a promo order, dates written YYYY/MM/DD', () => {
    const search = orderProductSearch({ type: 'PROMO' }, today);
    expect(search.availabilityWindow).toEqual({ from: '2026/11/26', to: '2027/01/10' });
    expect(search).not.toHaveProperty('warehouse');
    expect(fromSlashDate('2027/01/10')).toBe(addDays(today, PROMO_SEARCH_AVAILABILITY_DAYS));
  });
});
