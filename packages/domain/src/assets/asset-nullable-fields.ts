import type { Asset } from './asset.js';

/**
 * The fields of an asset that may be null: a grid page leaves them out when they are, and the
 * browser puts them back (`nullsRestored`). Written out rather than read from \`assetSchema\`,
 * so the browser's first load needs no schemas; a test keeps the two alike.
 */
export const assetNullableFields = [
  'lang',
  'year',
  'season',
  'initiative',
  'function',
  'element',
  'category',
  'entity',
  'storeType',
  'addedBy',
  'startDate',
  'endDate',
  'gender',
  'assetType',
  'assetSubType',
  'docType',
  'region',
  'tag',
  'status',
  'orientation',
  'productSubType',
  'usage',
  'vmCategory',
  'mediaDisplay',
  'beginDate',
  'expireDate',
  'body',
  'primaryFile',
  'createdByUser',
  'lastEditedByUser',
] as const satisfies readonly (keyof Asset)[];
