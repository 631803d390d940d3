import { describe, expect, it } from 'vitest';
import { internalLibraryRedirect, libraryAreaOfRegion } from './internal-library.js';

describe('the internal library', () => {
  it('sends a page without season and year to the seasons, a browse tab without a title to the landing page', () => {
    expect(internalLibraryRedirect('landing', {})).toBe('seasons');
    expect(internalLibraryRedirect('browse', { season: 'Spring' })).toBe('seasons');
    expect(internalLibraryRedirect('browse', { season: 'Spring', year: '2026' })).toBe('landing');
    expect(internalLibraryRedirect('landing', { season: 'Spring', year: '2026' })).toBeNull();
    expect(internalLibraryRedirect('browse', { season: 'Fall', year: '2026', title: 'Run' })).toBeNull();
  });

  it('browses Europe with the international markets', () => {
    expect(libraryAreaOfRegion('Domestic')).toBe('domestic');
    expect(libraryAreaOfRegion('International')).toBe('international');
    expect(libraryAreaOfRegion('Europe')).toBe('international');
  });
});
