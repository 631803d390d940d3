import { describe, expect, it } from 'vitest';
import { toDateNumber } from '../formatting/date-number.js';
import {
  defaultLineSize,
  initialLineStatus,
  lineSide,
  normalizePromoCode,
  promoSizesWithin,
  wholesaleShipWindowsEnded,
} from './order-lines.js';

describe('sample and promo order lines (spec part 1 §5)', () => {
  it.each([
    ['Footwear', 'Mens', '9'],
    ['Footwear', 'Unisex', '9'],
    ['Footwear', 'Infants', '7'],
    ['Footwear', 'Boys', '13'],
    ['Footwear', 'Girls', '13'],
    ['Footwear', 'Womens', '6'],
    ['Apparel', 'Mens', 'L'],
    ['Apparel', 'Infants', 'M'],
    ['Apparel', 'Boys', 'M'],
    ['Apparel', 'Womens', 'M'],
    ['POP', 'Unisex', null],
  ] as const)('gives %s %s the first size %s', (productType, gender, size) => {
    expect(defaultLineSize(productType, gender)).toBe(size);
  });

  it('forces apparel lines to Pair and keeps a footwear sample side', () => {
    expect(lineSide('Apparel', 'Left')).toBe('Pair');
    expect(lineSide('Footwear', 'Left')).toBe('Left');
  });

  it('starts a promo line APPROVED when its requester adds it, wholesale domestic footwear and promo items A', () => {
    const footwear = { productType: 'Footwear' as const, addedByRequester: true };
    expect(initialLineStatus('PROMO', footwear)).toBe('APPROVED');
    expect(initialLineStatus('PROMO', { ...footwear, addedByRequester: false })).toBe('PENDING');
    expect(initialLineStatus('SAMPLE', { ...footwear, origin: 'domestic' })).toBe('PENDING');
    expect(initialLineStatus('WHOLESALE', { ...footwear, origin: 'domestic' })).toBe('A');
    expect(initialLineStatus('WHOLESALE', { ...footwear, origin: 'import' })).toBe('PENDING');
    expect(initialLineStatus('WHOLESALE', { ...footwear, productType: 'POP', origin: 'import' })).toBe('A');
    expect(initialLineStatus('WHOLESALE', { ...footwear, productType: 'Apparel', origin: 'domestic' })).toBe('PENDING');
  });

  it.each([
    ['ab1', 'AB1'],
    ['a-b c9', 'ABC'],
    ['x!', 'X'],
    ['', ''],
  ])('keeps letters and digits of promo code %j, uppercased, at most 3: %j', (input, code) => {
    expect(normalizePromoCode(input)).toBe(code);
  });

  it('offers promo sizes available within the window of days from today', () => {
    const today = toDateNumber({ year: 2026, month: 10, day: 26 });
    const availability = {
      '8': toDateNumber({ year: 2026, month: 9, day: 1 }),
      '9': toDateNumber({ year: 2027, month: 0, day: 11 }),
      '10': toDateNumber({ year: 2026, month: 11, day: 26 }),
      '11': null,
    };
    expect(promoSizesWithin(availability, 45, today)).toEqual(['8', '10']);
    expect(promoSizesWithin(availability, 46, today)).toEqual(['8', '9', '10']);
    expect(promoSizesWithin(availability, 30, today)).toEqual(['8', '10']);
    expect(promoSizesWithin(availability, 29, today)).toEqual(['8']);
  });
});

describe('wholesaleShipWindowsEnded', () => {
  const today = 20261126;
  it('is true once every live line ended before today, a deleted line aside', () => {
    expect(
      wholesaleShipWindowsEnded(
        [
          { status: 'A', endDate: 20261125 },
          { status: 'Deleted', endDate: 20261231 },
        ],
        today,
      ),
    ).toBe(true);
  });
  it('is false while a line ships today or later, has no end date, or no line is live', () => {
    expect(wholesaleShipWindowsEnded([{ status: 'A', endDate: today }], today)).toBe(false);
    expect(wholesaleShipWindowsEnded([{ status: 'A', endDate: null }], today)).toBe(false);
    expect(wholesaleShipWindowsEnded([{ status: 'Deleted', endDate: 20261101 }], today)).toBe(false);
  });
});
