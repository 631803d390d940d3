import { describe, expect, it } from 'vitest';
import {
  type CoordinatorAssignmentData,
  coordinatorAssignmentDataSchema,
  coordinatorFor,
} from './coordinator-assignments.js';

const assignment = (id: string, data: Partial<CoordinatorAssignmentData>) => ({
  _id: id,
  data: coordinatorAssignmentDataSchema.parse({
    coordinatorCode: id.toUpperCase(),
    coordinatorName: `Coordinator ${id}`,
    orderTypes: ['SAMPLE'],
    ...data,
  }),
});

const everyone = assignment('b', {});
const europe = assignment('c', { regions: ['Europe'] });
const europeApparel = assignment('d', { regions: ['Europe'], productTypes: ['Apparel'] });
const maya = assignment('e', { requesterCodes: ['D1001'] });
const promos = assignment('f', { orderTypes: ['PROMO'] });
const all = [everyone, europe, europeApparel, maya, promos];

describe('coordinatorFor', () => {
  it.each([
    ['a named requester wins over regions', { requesterCode: 'D1001', region: 'Europe' }, 'e'],
    [
      'region and product type win over region alone',
      { requesterCode: 'X', region: 'Europe', productType: 'Apparel' },
      'd',
    ],
    ['region wins over the catch-all', { requesterCode: 'X', region: 'Europe', productType: 'Footwear' }, 'c'],
    ['the catch-all covers the rest', { requesterCode: 'X', region: 'Domestic' }, 'b'],
    ['an order without a region is not matched by regional rules', { requesterCode: 'X' }, 'b'],
  ])('%s', (_, order, expected) => {
    expect(coordinatorFor(all, { type: 'SAMPLE', ...order })?._id).toBe(expected);
  });

  it('matches order types, and answers null when nobody covers the order', () => {
    expect(coordinatorFor(all, { type: 'PROMO', requesterCode: 'D1001' })?._id).toBe('f');
    expect(coordinatorFor(all, { type: 'WHOLESALE', requesterCode: 'D1001' })).toBeNull();
    expect(coordinatorFor([], { type: 'SAMPLE', requesterCode: 'D1001' })).toBeNull();
  });

  it('breaks ties by coordinator name, whatever the list order', () => {
    const twin = assignment('a', {});
    expect(coordinatorFor([everyone, twin], { type: 'SAMPLE', requesterCode: 'X' })?._id).toBe('a');
    expect(coordinatorFor([twin, everyone], { type: 'SAMPLE', requesterCode: 'X' })?._id).toBe('a');
  });

  it('refuses data without a coordinator or order type', () => {
    expect(
      coordinatorAssignmentDataSchema.safeParse({ coordinatorCode: '', coordinatorName: 'x', orderTypes: ['SAMPLE'] })
        .success,
    ).toBe(false);
    expect(
      coordinatorAssignmentDataSchema.safeParse({ coordinatorCode: 'A', coordinatorName: 'x', orderTypes: [] }).success,
    ).toBe(false);
    expect(
      coordinatorAssignmentDataSchema.safeParse({
        coordinatorCode: 'A',
        coordinatorName: 'x',
        orderTypes: ['WHOLESALE'],
      }).success,
    ).toBe(false);
  });
});
