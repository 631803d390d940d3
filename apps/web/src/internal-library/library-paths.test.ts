import { describe, expect, it } from 'vitest';
import { browsePath, dividerPath, internalLibraryRedirectPath, landingPath } from './library-paths';

describe('internal library addresses', () => {
  it('send a page without season and year to the seasons, a browse tab without a title to the landing page', () => {
    expect(internalLibraryRedirectPath('landing', 'wholesale', {})).toBe(
      '/product/libraries/internal/seasons-wholesale',
    );
    expect(internalLibraryRedirectPath('browse', 'retail', { season: 'Spring' })).toBe(
      '/product/libraries/internal/seasons-retail',
    );
    expect(internalLibraryRedirectPath('browse', 'wholesale', { season: 'Spring', year: '2026' })).toBe(
      '/product/libraries/internal/landing-wholesale?season=Spring&year=2026',
    );
    expect(internalLibraryRedirectPath('landing', 'wholesale', { season: 'Spring', year: '2026' })).toBeNull();
    expect(
      internalLibraryRedirectPath('browse', 'wholesale', { season: 'Fall', year: '2026', title: 'Run' }),
    ).toBeNull();
  });

  it('carry the season, plan and group in the address', () => {
    expect(landingPath('retail', { season: 'Fall', year: '2026' })).toBe(
      '/product/libraries/internal/landing-retail?season=Fall&year=2026',
    );
    expect(
      browsePath('domestic', 'wholesale', { season: 'Fall', year: '2026', title: 'Work & Safety Key Initiative' }),
    ).toBe('/product/libraries/internal/domestic-wholesale?season=Fall&year=2026&title=Work+%26+Safety+Key+Initiative');
    expect(dividerPath('Work & Safety', 'wholesale', 'domestic', { season: 'Fall', year: '2026', title: 'X' })).toBe(
      '/product/libraries/internal/divider/work-safety?season=Fall&year=2026&title=X&channel=wholesale&area=domestic',
    );
  });
});
