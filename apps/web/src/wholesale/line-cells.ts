import { fromDateNumber, isValidDateNumber, toDateNumber } from '@stride/domain';

/** A date number as the value of a date input (YYYY-MM-DD); empty for none. */
export const toInputDate = (value: number | null): string => {
  if (value === null || !isValidDateNumber(value)) return '';
  const { year, month, day } = fromDateNumber(value);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** A date input's value as a date number; null when empty or impossible. */
export const fromInputDate = (value: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const number = toDateNumber({ year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) });
  return isValidDateNumber(number) ? number : null;
};

/**
 * A typed quantity or amount: digits and a dot only, negatives and anything else blank (spec
 * part 1 §5 numeric fields); null for blank.
 */
export const parseAmount = (typed: string, { integer = false, max = Number.POSITIVE_INFINITY } = {}) => {
  const text = typed.trim();
  if (text === '' || !/^\d*\.?\d*$/.test(text)) return null;
  const value = integer ? Math.floor(Number(text)) : Number(text);
  return Number.isFinite(value) ? Math.min(value, max) : null;
};

/** The sizes a line shows: its own, then the style colour's others, in the colour's order. */
export const lineSizes = (own: Readonly<Record<string, number>>, colorSizes: readonly string[] = []): string[] => [
  ...colorSizes,
  ...Object.keys(own).filter((size) => !colorSizes.includes(size)),
];
