import { describe, expect, it } from 'vitest';
import { type DocumentLogoSeason, documentLogoFor } from './document-logo.js';

const ownLogo = '/api/assortments/2f1c0a3e-4b5d-4c6e-8f70-8192a3b4c5d6/files/7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b';
const season = (overrides: Partial<DocumentLogoSeason>): DocumentLogoSeason => ({
  id: 'season-fa27-wholesale',
  season: 'Fall',
  year: 2027,
  channel: 'Wholesale',
  customerLogo: 'season-files/a/assortmentLogo/b/wholesale.png',
  ...overrides,
});
const seasons = [
  season({}),
  season({ id: 'season-fa27-retail', channel: 'Retail', customerLogo: 'season-files/a/assortmentLogo/c/retail.png' }),
  season({ id: 'season-sp27-wholesale', season: 'Spring', customerLogo: null }),
];
const assortment = { logo: null, season: 'Fall', year: 2027, channel: 'Wholesale' } as const;

describe('documentLogoFor', () => {
  it("prints the assortment's own logo, before any season's", () => {
    expect(documentLogoFor({ ...assortment, logo: ownLogo }, seasons)).toEqual({ source: 'assortment', url: ownLogo });
  });

  it("otherwise prints the customer logo of the assortment's season, year and channel", () => {
    expect(documentLogoFor(assortment, seasons)).toEqual({
      source: 'season',
      seasonId: 'season-fa27-wholesale',
      storageKey: 'season-files/a/assortmentLogo/b/wholesale.png',
    });
    expect(documentLogoFor({ ...assortment, channel: 'Retail' }, seasons)).toMatchObject({
      seasonId: 'season-fa27-retail',
    });
  });

  it('reads the wholesale season for an assortment of all channels, then the retail one', () => {
    expect(documentLogoFor({ ...assortment, channel: 'All' }, seasons)).toMatchObject({
      seasonId: 'season-fa27-wholesale',
    });
    expect(
      documentLogoFor(
        { ...assortment, channel: 'All' },
        seasons.map((entry) => (entry.channel === 'Wholesale' ? { ...entry, customerLogo: null } : entry)),
      ),
    ).toMatchObject({ seasonId: 'season-fa27-retail' });
  });

  it('prints none when no season matches, the matching season has no logo, or the assortment has no season', () => {
    expect(documentLogoFor({ ...assortment, year: 2028 }, seasons)).toBeNull();
    expect(documentLogoFor({ ...assortment, season: 'Spring' }, seasons)).toBeNull();
    expect(documentLogoFor({ ...assortment, season: null }, seasons)).toBeNull();
    expect(documentLogoFor({ ...assortment, year: null }, seasons)).toBeNull();
    expect(documentLogoFor(assortment, [])).toBeNull();
  });
});
