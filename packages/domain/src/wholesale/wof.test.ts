import { describe, expect, it } from 'vitest';
import {
  currencyFormatOf,
  locationOfRegion,
  regionOfCountry,
  wofCustomerDetailsRequestSchema,
  wofStyleAutocompleteParamsSchema,
  wofStyleRequestSchema,
} from './wof.js';

describe('wholesale regions', () => {
  it.each([
    ['USA', 'usa', 'US'],
    ['CAN', 'can', 'CA'],
    ['DEU', 'eur', 'EU'],
    ['FRA', 'eur', 'EU'],
  ] as const)('%s is in region %s, priced at location %s', (country, region, location) => {
    expect(regionOfCountry(country)).toBe(region);
    expect(locationOfRegion(region)).toBe(location);
  });

  it('formats a currency with its decimals and symbol, $ and 2 by default (part 2 §9.5)', () => {
    expect(currencyFormatOf('EUR')).toMatchObject({ currencySymbol: '€', decimalPlaces: 2 });
    expect(currencyFormatOf('JPY')).toMatchObject({ decimalPlaces: 0 });
    expect(currencyFormatOf('XXX')).toMatchObject({ currencySymbol: '$', decimalPlaces: 2 });
  });
});

describe('wof requests', () => {
  it('looks a customer up only with e-mail, region and id (spec part 1 §5)', () => {
    expect(wofCustomerDetailsRequestSchema.safeParse({ email: 'a@b.de', region: 'eur', id: '1' }).success).toBe(true);
    expect(wofCustomerDetailsRequestSchema.safeParse({ region: 'eur', id: '1' }).success).toBe(false);
    expect(wofCustomerDetailsRequestSchema.safeParse({ email: 'a@b.de', id: '1' }).success).toBe(false);
    expect(wofCustomerDetailsRequestSchema.safeParse({ email: 'a@b.de', region: 'eur', id: ' ' }).success).toBe(false);
  });

  it('autocompletes a style only with region and style', () => {
    const params = { region: 'usa', origin: 'domestic', customer: '300101', style: '12' };
    expect(wofStyleAutocompleteParamsSchema.safeParse(params).success).toBe(true);
    expect(wofStyleAutocompleteParamsSchema.safeParse({ ...params, region: 'mars' }).success).toBe(false);
    expect(wofStyleAutocompleteParamsSchema.safeParse({ ...params, style: '' }).success).toBe(false);
  });

  it('uppercases the currency of a style request', () => {
    const request = wofStyleRequestSchema.parse({
      region: 'can',
      origin: 'import',
      currency: 'cad',
      customer: '1',
      style: '9',
    });
    expect(request.currency).toBe('CAD');
  });
});
