import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY_SYMBOL,
  DEFAULT_DECIMAL_PLACES,
  DEFAULT_TIMEZONE,
  locationCodeForRegion,
} from './regional.js';

describe('regional defaults (spec part 1 §9)', () => {
  it('maps region Europe to EU and everything else to US', () => {
    expect(locationCodeForRegion('Europe')).toBe('EU');
    expect(locationCodeForRegion('Domestic')).toBe('US');
    expect(locationCodeForRegion('International')).toBe('US');
    expect(locationCodeForRegion('europe')).toBe('US');
    expect(locationCodeForRegion(undefined)).toBe('US');
  });
  it('defaults to $, 2 decimals and America/Los_Angeles', () => {
    expect(DEFAULT_CURRENCY_SYMBOL).toBe('$');
    expect(DEFAULT_DECIMAL_PLACES).toBe(2);
    expect(DEFAULT_TIMEZONE).toBe('America/Los_Angeles');
  });
});
