import type { RowCellValue } from './assortment-batch-requests.js';

/**
 * What a grid cell accepts as typed or pasted text (spec part 1 §5 Grid cell rules). The grid
 * uses these while the user types; the cell rules use them again on what reaches the server.
 */

/** Tags of one row; the same limits as the row schema. */
export const MAX_ROW_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
/** Notes and display groups; the same limit as the row schema's notes. */
export const MAX_ROW_TEXT_LENGTH = 4_000;

/** A minus before the first digit: "-5", "$-5", "- 5". */
const NEGATIVE = /^[^0-9.]*-/;

/** Digits and the first dot; later dots are dropped so the text stays one number. */
const digitsAndDot = (text: string): string => {
  const [whole = '', ...fraction] = text.replace(/[^0-9.]/g, '').split('.');
  return fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole;
};

/** Numeric cells take digits and a dot; a negative entry becomes blank. */
export const numericInput = (text: string): string => (NEGATIVE.test(text) ? '' : digitsAndDot(text));

/** Alphanumeric cells keep letters and digits; spaces only where the cell allows them. */
export const alphanumericInput = (text: string, options: { spaces: boolean } = { spaces: true }): string =>
  text.replace(options.spaces ? /[^\p{L}\p{N} ]/gu : /[^\p{L}\p{N}]/gu, '');

const NAVIGATION_KEYS: ReadonlySet<string> = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'Home',
  'End',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  '/',
]);

/** Numeric date inputs take digits, the '/' separator and keys that move or delete; nothing else. */
export const isAllowedNumericDateKey = (key: string): boolean => /^[0-9]$/.test(key) || NAVIGATION_KEYS.has(key);

/** Status, list and select cells take only a value of their list, in any case; answers the list's spelling. */
export const lookupValue = (input: string, options: readonly string[]): string | undefined => {
  const wanted = input.trim().toLowerCase();
  return options.find((option) => option.trim().toLowerCase() === wanted);
};

/** An empty cell: cleared, or only spaces typed. */
export const isBlankCell = (value: RowCellValue): boolean =>
  value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The number a numeric cell holds, with its sign (the rule of each cell decides what a negative
 * means). Null when nothing numeric is left once other characters are stripped; NaN when the
 * value is not text or a finite number at all (a boolean or a list).
 */
export const cellNumber = (value: RowCellValue): number | null => {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const digits = digitsAndDot(value);
  if (!/[0-9]/.test(digits)) return null;
  const magnitude = Number(digits);
  if (!Number.isFinite(magnitude)) return Number.NaN;
  return NEGATIVE.test(value) ? -magnitude : magnitude;
};

const TRUE_WORDS: ReadonlySet<string> = new Set(['1', 'true', 'yes']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['0', 'false', 'no']);

/** A yes/no cell (carryover, selected): a boolean, 1/0, or the words, in any case; undefined otherwise. */
export const flagValue = (value: RowCellValue): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const word = String(value).trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
};

/** A note or display group: trimmed, at most MAX_ROW_TEXT_LENGTH; empty clears it. Undefined for a boolean or list. */
export const textValue = (value: RowCellValue): string | null | undefined => {
  if (value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, MAX_ROW_TEXT_LENGTH).trimEnd();
  return text === '' ? null : text;
};

/**
 * Tags as a list or a comma-separated text: trimmed, empty ones dropped, the first spelling kept
 * of tags that differ only in case, each cut to MAX_TAG_LENGTH, at most MAX_ROW_TAGS.
 */
export const tagsValue = (value: RowCellValue): string[] | undefined => {
  if (typeof value === 'boolean') return undefined;
  const entries = value === null ? [] : Array.isArray(value) ? value : String(value).split(',');
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const entry of entries) {
    const tag = entry.trim().slice(0, MAX_TAG_LENGTH).trimEnd();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length === MAX_ROW_TAGS) break;
  }
  return tags;
};
