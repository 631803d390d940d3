import type { Assortment, AssortmentProduct } from './assortment.js';
import { type AutosortOption, autosortOptions, autosortOptionsFor } from './assortment-constants.js';

/**
 * The autosort options an assortment offers (spec part 1 §3): internal assortments the regular
 * list whatever their product type (as group-by lets internal decide before POP), others by type.
 */
export const autosortOptionsOf = (assortment: Pick<Assortment, 'productType' | 'orgType'>) =>
  assortment.orgType === 'internal' ? autosortOptions : autosortOptionsFor(assortment.productType);

/**
 * What a style is autosorted by: the values of the row standing for it (its first colour). Only
 * the style code is sure to be known; a style whose row is missing sorts as blank.
 */
export type AutosortValues = { style: string } & Partial<
  Pick<AssortmentProduct, Exclude<AutosortOption, 'style'> | 'styleNumeric'>
>;

/** Text as a merchandiser reads a list: any case alike, numbers by value (Style 9 before 10). */
export const compareText = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

const isBlank = (value: string | number | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Blank values after every value, so styles lacking a value end up together at the bottom. */
const blanksLast =
  <T extends string | number>(compare: (a: T, b: T) => number) =>
  (a: T | null | undefined, b: T | null | undefined): number => {
    if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
    return compare(a, b);
  };

const byText = blanksLast<string>((a, b) => compareText(a.trim(), b.trim()));
const byNumber = blanksLast<number>((a, b) => a - b);

/**
 * The autosort order by `option` (spec part 1 §3 Autosort options): A to Z by the style's value,
 * blanks last; Style is the style number, then the style code. Styles of equal value compare as
 * equal, so a stable sort keeps their present order (and a second autosort sorts within the first).
 */
export const compareForAutosort =
  (option: AutosortOption) =>
  (a: AutosortValues, b: AutosortValues): number =>
    option === 'style'
      ? byNumber(a.styleNumeric, b.styleNumeric) || compareText(a.style, b.style)
      : byText(a[option], b[option]);
