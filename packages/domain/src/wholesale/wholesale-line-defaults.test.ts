import { describe, expect, it } from 'vitest';
import { toDateNumber } from '../formatting/date-number.js';
import type { OrderCustomer } from '../orders/order.js';
import { addDays } from '../products/search.js';
import { wholesaleLineFollowUps, wholesaleLineFor } from './wholesale-line-defaults.js';

const today = toDateNumber({ year: 2026, month: 10, day: 26 });
const customer = (country: string): OrderCustomer => ({
  id: '1',
  name: 'Account',
  currency: country === 'USA' ? 'USD' : 'CAD',
  address: { country },
  defaults: [
    { store: '001', divisionId: 'Work', daysOut: 45, term: '60' },
    { store: '002', divisionId: null, daysOut: 20, term: '45' },
  ],
  termsInfo: [
    { code: '30', description: 'Net 30' },
    { code: '60', description: 'Net 60' },
  ],
});
const style = { style: '10001', name: 'Runner', productType: 'Footwear' as const, division: 'Work' };
const color = (lineStatus: string) => ({
  color: 'BLK',
  colorDescription: 'Black',
  lineStatus,
  sizes: ['8', '9'],
  prices: { '/USD': 40 },
  activeLine: true,
});

describe('wholesaleLineFor', () => {
  it('starts every size at zero with the customer’s defaults for the store and division', () => {
    const line = wholesaleLineFor(style, color('A'), { customer: customer('USA'), region: 'usa', store: '001', today });
    expect(line).toMatchObject({
      sizes: { '8': 0, '9': 0 },
      prices: { '/USD': 40 },
      reduced: false,
      daysOut: 45,
      term: '60',
      startDate: today,
      endDate: toDateNumber({ year: 2026, month: 11, day: 26 }),
    });
  });

  it('marks R colours reduced: term 02 for USA customers; blanks without a matching default', () => {
    expect(
      wholesaleLineFor(style, color('R'), { customer: customer('USA'), region: 'usa', store: null, today }),
    ).toMatchObject({ reduced: true, term: '02', daysOut: null });
    expect(
      wholesaleLineFor(style, color('A'), { customer: customer('CAN'), region: 'can', store: null, today }),
    ).toMatchObject({ term: '30', daysOut: null, endDate: addDays(today, 15) });
    expect(
      wholesaleLineFor(style, color('A'), { customer: customer('CAN'), region: 'eur', store: null, today }).endDate,
    ).toBe(addDays(today, 20));
  });
});

describe('wholesaleLineFollowUps', () => {
  const line = { store: '001', divisionId: 'Work', reduced: false, startDate: today, endDate: addDays(today, 15) };
  it('takes the defaults again when the store, division or reduced flag changes', () => {
    expect(wholesaleLineFollowUps(line, { store: '002' }, { customer: customer('CAN'), region: 'can' })).toEqual({
      store: '002',
      daysOut: null,
      term: '30',
    });
    expect(wholesaleLineFollowUps(line, { reduced: true }, { customer: customer('USA'), region: 'usa' })).toMatchObject(
      {
        term: '02',
      },
    );
  });

  it('moves a default end date with the start date, and leaves a chosen one', () => {
    const moved = wholesaleLineFollowUps(
      line,
      { startDate: addDays(today, 2) },
      { customer: customer('CAN'), region: 'can' },
    );
    expect(moved.endDate).toBe(addDays(today, 17));
    const chosen = { ...line, endDate: addDays(today, 40) };
    expect(
      wholesaleLineFollowUps(chosen, { startDate: addDays(today, 2) }, { customer: customer('CAN'), region: 'can' }),
    ).toEqual({ startDate: addDays(today, 2) });
    expect(wholesaleLineFollowUps(line, { store: '002' }, { customer: null, region: 'can' })).toEqual({ store: '002' });
  });
});
