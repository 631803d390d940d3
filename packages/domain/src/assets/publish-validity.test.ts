import { describe, expect, it } from 'vitest';
import type { LibraryType } from './library-types.js';
import { assetChangeProblems, MARKETING_IMAGE, missingPublishFields, type PublishSubject } from './publish-validity.js';

const complete = (libraryType: LibraryType, overrides: Partial<PublishSubject> = {}): PublishSubject => ({
  libraryType,
  state: 'pending',
  name: 'Spring_Window.jpg',
  assetType: 'Window Display',
  lang: 'en-US',
  gender: 'Womens',
  category: 'Running',
  docType: 'Catalog',
  beginDate: null,
  expireDate: null,
  primaryFile: { groups: ['Sales'] },
  ...overrides,
});

describe('missingPublishFields (spec part 1 §5 "Publish validity per library")', () => {
  it.each([
    ['StepAsset', { assetType: null, lang: ' ', gender: null }, ['assetType', 'lang', 'gender']],
    ['StepAsset', { category: null, primaryFile: null }, []],
    ['GlobalRetailAsset', { name: '', primaryFile: null }, ['name', 'primaryFile']],
    ['GlobalRetailAsset', { gender: null, lang: null }, []],
    ['ProductDocument', { docType: null, primaryFile: { groups: [] } }, ['docType', 'primaryFile.groups']],
    ['ProductDocument', { primaryFile: null }, ['primaryFile.groups']],
    ['AdvertisingLogo', { category: null, assetType: null, gender: null }, ['category']],
    ['AdvertisingAsset', { category: null, gender: null }, ['category', 'gender']],
    ['AdvertisingAsset', { beginDate: null, expireDate: null }, []],
  ] as const)('%s with %o lacks %o', (libraryType, overrides, expected) => {
    expect(missingPublishFields(complete(libraryType, overrides))).toEqual(expected);
  });

  it('asks a Marketing Image for a real, ordered begin and expire date', () => {
    const image = (beginDate: string | null, expireDate: string | null) =>
      missingPublishFields(complete('AdvertisingAsset', { assetType: MARKETING_IMAGE, beginDate, expireDate }));
    expect(image(null, null)).toEqual(['beginDate', 'expireDate']);
    expect(image('2025-02-30x', '2025-03-01')).toEqual(['beginDate']);
    expect(image('2025-03-10', '2025-03-01')).toEqual(['expireDate']);
    expect(image('2025-03-01', '2025-03-01')).toEqual([]);
    expect(image('2025-03-01', '2025-06-30')).toEqual([]);
  });
});

describe('assetChangeProblems (spec part 1 §4 "Library assets")', () => {
  it('lets a pending asset be cleared freely', () => {
    const before = complete('StepAsset');
    expect(assetChangeProblems(before, { ...before, assetType: null, lang: null })).toEqual([]);
  });

  it('refuses to clear a required field of an unpublished or deleted asset', () => {
    for (const state of ['unpublished', 'deleted'] as const) {
      const before = complete('AdvertisingLogo', { state });
      expect(assetChangeProblems(before, { ...before, category: '' })).toEqual(['category']);
      expect(assetChangeProblems(before, { ...before, gender: null })).toEqual([]);
    }
  });

  it('does not blame an edit for a field that was already empty outside pending', () => {
    const before = complete('StepAsset', { state: 'unpublished', lang: null });
    expect(assetChangeProblems(before, { ...before, name: 'renamed.mp4' })).toEqual([]);
  });

  it('asks a published result for every publish-required field', () => {
    const before = complete('GlobalRetailAsset', { assetType: null });
    expect(assetChangeProblems(before, { ...before, state: 'published' })).toEqual(['assetType']);
    expect(assetChangeProblems(before, { ...before, state: 'published', assetType: 'Visual Asset' })).toEqual([]);
    const published = complete('GlobalRetailAsset', { state: 'published' });
    expect(assetChangeProblems(published, { ...published, name: ' ' })).toEqual(['name']);
  });
});
