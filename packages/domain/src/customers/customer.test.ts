import { describe, expect, it } from 'vitest';
import { customerLabel, customerLookupQuerySchema, customerTerritories } from './customer.js';

const tbe = (territory: string, businessEntity = 'DOMESTIC') => ({ territory, businessEntity, locations: [] });

describe('customerTerritories', () => {
  it.each([
    [[tbe('ADMIN', 'ADMIN')], null],
    [
      [tbe('ADMIN', 'SUBSIDIARY'), tbe('US-WEST')],
      ['ADMIN', 'US-WEST'],
    ],
    [
      [tbe('US-WEST'), tbe('US-WEST', 'SUBSIDIARY'), tbe('CA-EAST')],
      ['US-WEST', 'CA-EAST'],
    ],
    [[], []],
  ])('%j looks up customers of %j (null: every territory)', (userTBEs, territories) => {
    expect(customerTerritories(userTBEs)).toEqual(territories);
  });
});

describe('customerLookupQuerySchema', () => {
  it('reads the query string: trimmed text, booleans as true/false, defaults off', () => {
    expect(customerLookupQuerySchema.parse({ text: '  A&B Sports ', labelValue: 'true' })).toEqual({
      text: 'A&B Sports',
      corporateOnly: false,
      labelValue: true,
    });
    expect(customerLookupQuerySchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(customerLookupQuerySchema.safeParse({ text: 'x', corporateOnly: 'maybe' }).success).toBe(false);
  });

  it('labels a customer so that namesakes differ', () => {
    expect(customerLabel({ name: 'Harbor Sports', accountNumber: '300101', city: 'Boston' })).toBe(
      'Harbor Sports (300101, Boston)',
    );
  });
});
