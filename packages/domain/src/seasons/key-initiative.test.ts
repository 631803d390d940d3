import { describe, expect, it } from 'vitest';
import { keyInitiativeKey, keyInitiativeLabel, keyInitiativeLabelOf, productKeyInitiatives } from './key-initiative.js';

describe('key initiatives', () => {
  const initiative = {
    channel: 'Wholesale',
    season: 'Spring',
    year: 2026,
    region: 'Domestic',
    productType: 'Footwear',
  } as const;
  it('join channel, season, year, region and product type by underscores', () => {
    expect(keyInitiativeKey(initiative)).toBe('Wholesale_Spring_2026_Domestic_Footwear');
  });
  it('are labelled without the channel', () => {
    expect(keyInitiativeLabel(initiative)).toBe('Spring 2026 Domestic Footwear');
    expect(keyInitiativeLabelOf(keyInitiativeKey(initiative))).toBe('Spring 2026 Domestic Footwear');
  });

  const product = {
    seasonCodes: ['SP26'],
    productType: 'Apparel' as const,
    storeType: null,
    locations: [{ code: 'US', lineStatus: 'A' }],
  };
  it('place a product sold in the US in the Domestic and International initiatives of its seasons', () => {
    expect(productKeyInitiatives(product)).toEqual([
      'Wholesale_Spring_2026_Domestic_Apparel',
      'Wholesale_Spring_2026_International_Apparel',
    ]);
  });
  it('add Europe for the EU location, retail for a store type, and skip unsellable locations', () => {
    const keys = productKeyInitiatives({
      ...product,
      seasonCodes: ['FA25'],
      storeType: 'Concept',
      locations: [
        { code: 'US', lineStatus: 'D' },
        { code: 'EU', lineStatus: 'R' },
      ],
    });
    expect(keys).toEqual(['Wholesale_Fall_2025_Europe_Apparel', 'Retail_Fall_2025_Europe_Apparel']);
  });
  it('ignore unknown season codes', () => {
    expect(productKeyInitiatives({ ...product, seasonCodes: ['XX26'] })).toEqual([]);
  });
});
