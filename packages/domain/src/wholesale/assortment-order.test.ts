import { describe, expect, it } from 'vitest';
import type { Permission } from '../access/permission.js';
import { orderLinesFromAssortment, orderTypesFor } from './assortment-order.js';

const row = (style: string, color: string, overrides = {}) => ({
  style,
  color,
  name: `Runner ${style}`,
  productType: 'Footwear' as const,
  division: 'Work',
  gender: 'Womens',
  ...overrides,
});

describe('orderLinesFromAssortment', () => {
  it('skips rows lacking style or colour', () => {
    const lines = orderLinesFromAssortment('wholesale', [row('10001', 'BLK'), row('', 'RED'), row('10002', ' ')]);
    expect(lines).toEqual([
      { style: '10001', color: 'BLK', name: 'Runner 10001', productType: 'Footwear', divisionId: 'Work' },
    ]);
  });

  it('starts sample and promo lines at the default size', () => {
    expect(orderLinesFromAssortment('samples', [row('10001', 'BLK')])[0]).toMatchObject({
      gender: 'Womens',
      size: '6',
    });
    expect(
      orderLinesFromAssortment('promos', [row('20001', 'NVY', { productType: 'Apparel', gender: 'Mens' })])[0],
    ).toMatchObject({ size: 'L' });
  });
});

describe('orderTypesFor', () => {
  const subject = (permissions: Permission[], wof = false) => ({ permissions, wof: { access: wof, country: 'USA' } });
  it('offers wholesale only with the order form flag, and each other type by its permission', () => {
    const rep: Permission[] = [{ domain: 'wholesaleOrders', role: 'REP' }];
    expect(orderTypesFor(subject(rep, true)).map((entry) => entry.type)).toEqual(['wholesale']);
    expect(orderTypesFor(subject(rep, false))).toEqual([]);
    const requester: Permission[] = [
      { domain: 'sampleOrders', role: 'user' },
      { domain: 'promoOrders', role: 'user' },
    ];
    expect(orderTypesFor(subject(requester)).map((entry) => `${entry.type}/${entry.tab}`)).toEqual([
      'samples/active-orders',
      'promos/needs-review',
    ]);
  });
});
