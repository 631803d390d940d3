import { describe, expect, it } from 'vitest';
import { allowedPopColors, visibleLocations } from './visible-locations.js';

const tbe = (territory: string, businessEntity: string, keys: string[]) => ({
  territory,
  businessEntity,
  locations: keys.map((key) => ({ key })),
});

describe('visibleLocations', () => {
  it.each([
    [[tbe('ADMIN', 'ADMIN', [])], ['US', 'EU', 'CA']],
    [[tbe('ADMIN', 'EU01', ['EU'])], ['EU']],
    [
      [tbe('NA', 'US01', ['US']), tbe('NA', 'CA01', ['CA', 'XX'])],
      ['US', 'CA'],
    ],
    [[], []],
  ])('%j sees %j', (userTBEs, codes) => {
    expect(visibleLocations(userTBEs).map((location) => location.code)).toEqual(codes);
  });
});

describe('allowedPopColors', () => {
  it('is every colour for ADMIN/ADMIN', () => {
    expect(allowedPopColors([{ territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] }])).toBeNull();
  });

  it('is AST plus the colour filters of the user’s locations', () => {
    const userTBEs = [
      {
        territory: 'US-WEST',
        businessEntity: 'DOMESTIC',
        locations: [{ key: 'US', colorFilters: { POP: ['AST', 'BKWT'] } }],
      },
      { territory: 'CA-EAST', businessEntity: 'SUBSIDIARY', locations: [{ key: 'CA' }] },
    ];
    expect(allowedPopColors(userTBEs)).toEqual(['AST', 'BKWT']);
    expect(allowedPopColors([])).toEqual(['AST']);
  });
});
