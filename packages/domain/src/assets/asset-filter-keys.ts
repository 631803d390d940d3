/** The text filters of spec part 1 §3 "Asset filters" (keyword and Modified Since are apart). */
export const assetFilterKeys = [
  'assetType',
  'assetSubType',
  'season',
  'year',
  'lang',
  'category',
  'gender',
  'initiative',
  'entity',
  'storeType',
] as const;
export type AssetFilterKey = (typeof assetFilterKeys)[number];
