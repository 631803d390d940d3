import { describe, expect, it } from 'vitest';
import { assetListQuerySchema, parseAssetSort } from './asset-query.js';
import { assetBatchRequestSchema, userFlagRequestSchema } from './asset-requests.js';
import { normaliseFilename } from './filename.js';

describe('assetListQuerySchema (spec part 2 §7.9)', () => {
  it('pages by 100 and sorts by name ascending unless told otherwise', () => {
    expect(assetListQuerySchema.parse({ libraryType: 'StepAsset' })).toMatchObject({
      limit: 100,
      skip: 0,
      sort: 'name',
    });
  });

  it('takes a repeated filter as a list and a single one as a list of one', () => {
    const query = assetListQuerySchema.parse({
      libraryType: 'AdvertisingAsset',
      gender: ['Mens', 'Womens'],
      year: '2025',
      totalCount: 'true',
      manage: 'deleted',
      modifiedDate__gtd: '2025-01-31T08:00:00.000Z',
    });
    expect(query).toMatchObject({
      gender: ['Mens', 'Womens'],
      year: [2025],
      totalCount: true,
      manage: 'deleted',
    });
  });

  it('refuses an unknown sort, library or state', () => {
    for (const bad of [{ sort: 'body' }, { libraryType: 'Product' }, { manage: 'upload' }, { limit: '5000' }]) {
      expect(assetListQuerySchema.safeParse({ libraryType: 'StepAsset', ...bad }).success).toBe(false);
    }
  });

  it('reads -field as descending', () => {
    expect(parseAssetSort('-modifiedDate')).toEqual({ field: 'modifiedDate', direction: 'desc' });
    expect(parseAssetSort('name')).toEqual({ field: 'name', direction: 'asc' });
  });
});

const A1 = '0b7c3f0e-3a8e-4c55-9d3f-0d2f4c1e6a11';
const A2 = '5e1d2c3b-4a59-4f87-8e6d-7c6b5a4f3e22';

describe('assetBatchRequestSchema', () => {
  it('strips fields a row may not change', () => {
    const parsed = assetBatchRequestSchema.parse({
      data: [{ _id: A1, patch: { state: 'deleted', libraryType: 'StepAsset', createdDate: 'x' } }],
    });
    expect(parsed.data[0]?.patch).toEqual({ state: 'deleted' });
  });

  it('refuses an empty batch', () => {
    expect(assetBatchRequestSchema.safeParse({ data: [] }).success).toBe(false);
  });
});

describe('userFlagRequestSchema', () => {
  it("reads the spec's and the contract's shape alike", () => {
    expect(userFlagRequestSchema.parse({ flag: 'Seen', modelType: 'Asset', modelId: A1 })).toEqual({
      flag: 'seen',
      assetId: A1,
    });
    expect(userFlagRequestSchema.parse({ flag: 'seen', libraryType: 'StepAsset', assetId: A2 })).toEqual({
      flag: 'seen',
      assetId: A2,
    });
    expect(userFlagRequestSchema.safeParse({ flag: 'liked', modelType: 'Asset', modelId: A1 }).success).toBe(false);
  });
});

describe('normaliseFilename (spec part 1 §5 "Upload rules")', () => {
  it('replaces spaces with underscores', () => {
    expect(normaliseFilename(' Spring Window  2025.jpg ')).toBe('Spring_Window__2025.jpg');
    expect(normaliseFilename('plain.pdf')).toBe('plain.pdf');
  });
});
