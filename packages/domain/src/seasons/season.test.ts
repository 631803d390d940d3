import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Season, seasonNames, seasonPreviewJpg, seasonSchema } from './season.js';
import { parseSeasonCode, seasonCode } from './season-codes.js';

describe('season codes', () => {
  it('are SP or FA and the two-digit year', () => {
    expect(seasonCode('Spring', 2026)).toBe('SP26');
    expect(seasonCode('Fall', 2025)).toBe('FA25');
    expect(seasonCode('Fall', 2005)).toBe('FA05');
  });
  it('round-trip for the years 2000–2099', () => {
    fc.assert(
      fc.property(fc.constantFrom(...seasonNames), fc.integer({ min: 2000, max: 2099 }), (season, year) => {
        expect(parseSeasonCode(seasonCode(season, year))).toEqual({ season, year });
      }),
    );
  });
  it.each(['SU26', 'SP2026', 'sp26', ''])('rejects %s', (code) => {
    expect(parseSeasonCode(code)).toBeNull();
  });
});

describe('seasonSchema', () => {
  const season: Season = {
    id: '0b5e3c1e-7a4f-4c7e-9d55-2f6c1a0d9e11',
    season: 'Spring',
    year: 2026,
    channel: 'Wholesale',
    status: 'Live',
    sourceFile: null,
    previewJpg: 'seasons/wholesale-spring-2026.jpg',
    customerLogo: null,
    seasonSets: [
      {
        id: '5f0c2b7e-1d3a-4e8b-8c9d-0a1b2c3d4e5f',
        shortName: 'SP26 DOM FW',
        region: 'Domestic',
        orgType: 'internal',
        method: 'static',
        productType: 'Footwear',
        state: 'Live',
      },
    ],
  };
  it('accepts a season with its sets', () => {
    expect(seasonSchema.parse(season)).toEqual(season);
  });
  it('rejects an unknown status and the All region', () => {
    expect(seasonSchema.safeParse({ ...season, status: 'Draft' }).success).toBe(false);
    const sets = [{ ...season.seasonSets[0]!, region: 'All' }];
    expect(seasonSchema.safeParse({ ...season, seasonSets: sets }).success).toBe(false);
  });
  it('derives the preview image from year, season and channel', () => {
    expect(seasonPreviewJpg(season)).toBe(season.previewJpg);
  });
});
