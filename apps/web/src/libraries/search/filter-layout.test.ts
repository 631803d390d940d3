// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { libraryScreens } from '../library-screens';
import { filterRows } from './filter-layout';

describe('library filter layout (spec part 1 §9: 2 columns)', () => {
  it('pairs season/year, category/gender and entity/store type, the rest two by two in order', () => {
    expect(filterRows(libraryScreens.GlobalRetailAsset.filters)).toEqual([
      ['assetType', 'assetSubType'],
      ['season', 'year'],
      ['lang', 'initiative'],
      ['category', 'gender'],
      ['entity', 'storeType'],
    ]);
  });

  it('leaves a filter alone on its row when its pair is not offered', () => {
    expect(filterRows(libraryScreens.AdvertisingAsset.filters)).toEqual([
      ['assetType', 'assetSubType'],
      ['season', 'year'],
      ['category', 'gender'],
      ['storeType'],
    ]);
    expect(filterRows(libraryScreens.ProductDocument.filters)).toEqual([['gender'], ['lang']]);
  });

  it('keeps every filter exactly once, never more than two to a row', () => {
    for (const screen of Object.values(libraryScreens)) {
      const rows = filterRows(screen.filters);
      expect(rows.flat().sort()).toEqual([...screen.filters].sort());
      for (const row of rows) expect(row.length).toBeLessThanOrEqual(2);
    }
  });
});
