import type { AssetFilterKey } from '@stride/domain';

/** Spec part 1 §9 "Category filter layout: 2 columns (season/year, category/gender, entity/store type)". */
const pairs: readonly (readonly [AssetFilterKey, AssetFilterKey])[] = [
  ['season', 'year'],
  ['category', 'gender'],
  ['entity', 'storeType'],
];

/**
 * A library's option filters as rows of two: the spec's pairs side by side, the other filters
 * two by two in the library's order, each row where its first filter comes in that order. A
 * library without one of a pair's filters shows the other alone on its row.
 */
export const filterRows = (keys: readonly AssetFilterKey[]): AssetFilterKey[][] => {
  const paired = new Set<AssetFilterKey>(pairs.flat());
  const rows = pairs.map((pair) => pair.filter((key) => keys.includes(key))).filter((row) => row.length > 0);
  const others = keys.filter((key) => !paired.has(key));
  for (let index = 0; index < others.length; index += 2) rows.push(others.slice(index, index + 2));
  const position = (row: readonly AssetFilterKey[]) => Math.min(...row.map((key) => keys.indexOf(key)));
  return rows.sort((a, b) => position(a) - position(b));
};
