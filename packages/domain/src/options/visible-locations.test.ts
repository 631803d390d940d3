import { describe, expect, it } from 'vitest';
import { visibleLocations } from './visible-locations.js';

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
