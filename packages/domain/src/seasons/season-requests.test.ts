import { describe, expect, it } from 'vitest';
import type { Season } from './season.js';
import { createSeasonRequestSchema, duplicateShortNames, updateSeasonRequestSchema } from './season-requests.js';
import {
  compareSeasonsNewestFirst,
  listedSeasonStatuses,
  seasonRegionsOf,
  seasonTitle,
  withSeasonSetState,
} from './season-rules.js';

const set = {
  shortName: ' SP27 DOM FW ',
  region: 'Domestic',
  orgType: 'internal',
  method: 'static',
  productType: 'Footwear',
} as const;

describe('a new season', () => {
  it('starts in Preparation, its new sets too, with trimmed short names', () => {
    const parsed = createSeasonRequestSchema.parse({
      season: 'Spring',
      year: 2027,
      channel: 'Retail',
      seasonSets: [set],
    });
    expect(parsed.status).toBe('Preparation');
    expect(parsed.seasonSets).toEqual([{ ...set, shortName: 'SP27 DOM FW', state: 'Preparation' }]);
  });
  it('needs at least one set, each with a short name of its own', () => {
    const base = { season: 'Spring', year: 2027, channel: 'Retail' };
    expect(createSeasonRequestSchema.safeParse({ ...base, seasonSets: [] }).success).toBe(false);
    expect(createSeasonRequestSchema.safeParse({ ...base, seasonSets: [{ ...set, shortName: ' ' }] }).success).toBe(
      false,
    );
    const twice = createSeasonRequestSchema.safeParse({
      ...base,
      seasonSets: [set, { ...set, shortName: 'sp27 dom fw', region: 'Europe' }],
    });
    expect(twice.error?.issues[0]?.message).toContain('is used twice');
  });
  it('refuses an unknown channel, season, region or a year out of range', () => {
    const base = { season: 'Spring', year: 2027, channel: 'Retail', seasonSets: [set] };
    for (const wrong of [
      { channel: 'All' },
      { season: 'Summer' },
      { year: 1999 },
      { seasonSets: [{ ...set, region: 'All' }] },
    ]) {
      expect(createSeasonRequestSchema.safeParse({ ...base, ...wrong }).success).toBe(false);
    }
  });
  it('lets an edit change status, sets and remove the logo, nothing else', () => {
    expect(updateSeasonRequestSchema.parse({ year: 2030, status: 'Live', customerLogo: null })).toEqual({
      status: 'Live',
      customerLogo: null,
    });
  });
});

describe('season rules', () => {
  const season: Pick<Season, 'season' | 'year' | 'seasonSets'> = {
    season: 'Fall',
    year: 2026,
    seasonSets: [
      { ...set, id: 'a', region: 'Europe', state: 'Live' },
      { ...set, id: 'b', region: 'Domestic', state: 'Preparation' },
      { ...set, id: 'c', region: 'Europe', state: 'Live' },
    ],
  };
  it('titles a card with season and year and lists each region once', () => {
    expect(seasonTitle(season)).toBe('Fall 2026');
    expect(seasonRegionsOf(season)).toEqual(['Domestic', 'Europe']);
  });
  it('changes the state of one set only', () => {
    const changed = withSeasonSetState(season, 'b', 'Archived');
    expect(changed?.seasonSets.map((s) => s.state)).toEqual(['Live', 'Archived', 'Live']);
    expect(withSeasonSetState(season, 'missing', 'Live')).toBeNull();
  });
  it('shows Preparation seasons on the seasons pages to those who manage seasons only', () => {
    expect(listedSeasonStatuses('live', false)).toEqual(['Live']);
    expect(listedSeasonStatuses('live', true)).toEqual(['Live', 'Preparation']);
    expect(listedSeasonStatuses('manage', false)).toEqual(['Live', 'Archived', 'Preparation']);
  });
  it('orders seasons newest first', () => {
    const seasons = [
      { season: 'Spring', year: 2026 },
      { season: 'Fall', year: 2025 },
      { season: 'Fall', year: 2026 },
    ] as const;
    expect([...seasons].sort(compareSeasonsNewestFirst).map(seasonTitle)).toEqual([
      'Fall 2026',
      'Spring 2026',
      'Fall 2025',
    ]);
  });
  it('finds short names used twice', () => {
    expect(duplicateShortNames([{ shortName: 'A' }, { shortName: 'b' }, { shortName: ' a' }])).toEqual(['a']);
  });
});
