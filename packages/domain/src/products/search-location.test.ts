import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleLocations } from '../options/visible-locations.js';
import type { UserTBE } from '../users/user.js';
import { defaultSearchLocation, searchLocationCode } from './search-location.js';

const tbe = (territory: string, businessEntity: string, keys: string[]): UserTBE => ({
  territory,
  businessEntity,
  locations: keys.map((key) => ({ key })),
});
const admin = [tbe('ADMIN', 'ADMIN', [])];
const europe = [tbe('EMEA', 'EU01', ['EU'])];
const canada = [tbe('NA', 'CA01', ['CA'])];
const northAmerica = [tbe('NA', 'US01', ['US']), tbe('NA', 'CA01', ['CA'])];

describe('defaultSearchLocation', () => {
  it.each([
    ['EU only', europe, null, 'EU'],
    ['CA only', canada, undefined, 'CA'],
    ['EU only, active location they may not see', europe, 'US', 'EU'],
    ['US and CA, active CA', northAmerica, 'CA', 'CA'],
    ['US and CA, no active location: the first they see', northAmerica, null, 'US'],
    ['CA and an unknown location, active unknown', [tbe('NA', 'CA01', ['XX', 'CA'])], 'XX', 'CA'],
    ['ADMIN/ADMIN, active EU', admin, 'EU', 'EU'],
    ['ADMIN/ADMIN, no active location', admin, null, 'US'],
    ['no locations at all (refused later)', [], 'EU', 'US'],
  ] as const)('%s: %s', (_case, userTBEs, userActiveLocation, expected) => {
    expect(defaultSearchLocation({ userTBEs: [...userTBEs], userActiveLocation })).toBe(expected);
  });

  it('is a location the user may see whenever they see one', () => {
    const code = fc.constantFrom('US', 'EU', 'CA', 'XX');
    const userTBE = fc.record({
      territory: fc.constantFrom('ADMIN', 'NA'),
      businessEntity: fc.constantFrom('ADMIN', 'US01'),
      locations: fc.array(
        code.map((key) => ({ key })),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(fc.array(userTBE, { maxLength: 3 }), fc.option(code), (userTBEs, userActiveLocation) => {
        const visible = visibleLocations(userTBEs).map((location) => location.code);
        fc.pre(visible.length > 0);
        const chosen = defaultSearchLocation({ userTBEs, userActiveLocation });
        expect(visible).toContain(chosen);
        if (userActiveLocation && visible.includes(userActiveLocation)) expect(chosen).toBe(userActiveLocation);
      }),
    );
  });
});

describe('searchLocationCode', () => {
  it('takes the location asked for, else the region’s, else the user’s default', () => {
    expect(searchLocationCode({ region: 'Europe', locationCode: 'CA' }, { userTBEs: europe })).toBe('CA');
    expect(searchLocationCode({ region: 'Europe' }, { userTBEs: canada })).toBe('EU');
    expect(searchLocationCode({ region: 'Domestic' }, { userTBEs: europe })).toBe('US');
    expect(searchLocationCode({}, { userTBEs: europe })).toBe('EU');
    expect(searchLocationCode({}, { userTBEs: northAmerica, userActiveLocation: 'CA' })).toBe('CA');
  });
});
