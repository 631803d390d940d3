import { addDays, type Order, type OrderLine, toDateNumber } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { checkWholesaleSubmit } from './order-system.js';

const today = toDateNumber({ year: 2026, month: 10, day: 26 });
const customer = {
  id: '300101',
  name: 'Harbor Sports',
  currency: 'USD',
  address: { country: 'USA' },
  defaults: [],
  termsInfo: [{ code: '30', description: 'Net 30' }],
};
const line = (overrides: Partial<OrderLine>): OrderLine =>
  ({
    _id: crypto.randomUUID(),
    style: '10001',
    color: 'BLK',
    status: 'A',
    sizes: { '9': 2 },
    unitPrice: 40,
    prices: {},
    packCode: null,
    startDate: today,
    endDate: addDays(today, 30),
    ...overrides,
  }) as OrderLine;
const order = (overrides: Partial<Order>): Order => ({ customer, lines: [line({})], ...overrides }) as unknown as Order;

describe('checkWholesaleSubmit', () => {
  it('takes an order whose live lines are all fine', () => {
    expect(checkWholesaleSubmit(order({}), today)).toEqual([]);
    // A deleted line is not sent to the order system.
    expect(checkWholesaleSubmit(order({ lines: [line({}), line({ status: 'Deleted', sizes: {} })] }), today)).toEqual(
      [],
    );
  });

  it('names each problem per style and colour', () => {
    const lines = [
      line({ style: '10002', color: 'RED', sizes: {}, unitPrice: null }),
      line({ style: '10003', color: 'NVY', packCode: 'M6', sizes: { '9': 3 }, endDate: addDays(today, -8) }),
    ];
    expect(checkWholesaleSubmit(order({ lines }), today)).toEqual([
      { style: '10002', color: 'RED', message: 'No quantities ordered' },
      { style: '10002', color: 'RED', message: 'No unit price' },
      { style: '10003', color: 'NVY', message: 'End date cannot be more than 1 week in the past' },
      { style: '10003', color: 'NVY', message: 'End date cannot be before start date' },
      { style: '10003', color: 'NVY', message: 'Pack code M6: the total must be a multiple of 6' },
      { style: '10003', color: 'NVY', message: 'Pack code M6: size 9 must be a multiple of 2' },
    ]);
  });

  it('refuses an order without customer or lines', () => {
    expect(checkWholesaleSubmit(order({ customer: null }), today)).toEqual([
      { style: '', color: '', message: 'No customer' },
    ]);
    expect(checkWholesaleSubmit(order({ lines: [] }), today)).toEqual([
      { style: '', color: '', message: 'No order lines' },
    ]);
  });
});
