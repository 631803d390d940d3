import type { ImportTarget } from '@stride/domain';
import type { TFunction } from 'i18next';

/** The grid's columns an import can fill, in the grid's order. */
const importFields = [
  'style',
  'color',
  'label',
  'discountPercent',
  'discountAmount',
  'netCost',
  'pillar',
  'displayGroup',
  'styleNote',
  'colorNote',
  'collectionStyleNote',
  'collectionColorNote',
  'carryover',
] as const;

/** Mapping targets with the grid's labels in the person's language (the first auto-mapping pass). */
export const importTargets = (t: TFunction): ImportTarget[] =>
  importFields.map((key) => ({ key, gridLabel: t(`assortmentGrid.columns.${key}`), propertyLabel: key }));

/** Per person and per set of headers: the same sheet layout maps the same way next time. */
const mappingKey = (userId: string, headers: readonly string[]) =>
  `stride.importMapping.${userId}.${headers.join('|').toLowerCase()}`;

/** The mapping a person chose for sheets with these headers, remembered in this browser. */
export const rememberedMapping = (userId: string, headers: readonly string[]): (string | null)[] | null => {
  try {
    const saved = JSON.parse(localStorage.getItem(mappingKey(userId, headers)) ?? 'null');
    return Array.isArray(saved) && saved.length === headers.length ? saved : null;
  } catch {
    return null;
  }
};

export const rememberMapping = (userId: string, headers: readonly string[], mapping: readonly (string | null)[]) => {
  try {
    localStorage.setItem(mappingKey(userId, headers), JSON.stringify(mapping));
  } catch {
    // Private windows may refuse storage: the mapping is then only not remembered.
  }
};
