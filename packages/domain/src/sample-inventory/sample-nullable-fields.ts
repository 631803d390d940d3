import type { Sample } from './sample-requests.js';

/**
 * The fields of a sample that may be null: a grid page leaves them out when they are, and the
 * browser puts them back (`nullsRestored`). Written out rather than read from \`sampleSchema\`,
 * so the browser needs no schemas for it; a test keeps the two alike.
 */
export const sampleNullableFields = [
  'division',
  'style',
  'color',
  'status',
  'side',
  'size',
  'totalQty',
  'onHandQty',
  'bin',
  'moldNum',
  'moldDate',
  'gender',
  'quantity',
  'shelf',
  'region',
  'aisle',
  'direction',
  'level',
  'newBin',
  'createdByUser',
  'lastEditedByUser',
] as const satisfies readonly (keyof Sample)[];
