import { dateTimeFormat } from './intl-cache.js';

/**
 * Dates are stored as year*10000 + zero-based month*100 + day (spec part 1 §3 Formatting data),
 * so 22 November 2026 is 20261022.
 */
export type DateParts = { year: number; month: number; day: number };

export const toDateNumber = ({ year, month, day }: DateParts): number => year * 10_000 + month * 100 + day;

export const fromDateNumber = (value: number): DateParts => ({
  year: Math.floor(value / 10_000),
  month: Math.floor((value % 10_000) / 100),
  day: value % 100,
});

export const isValidDateNumber = (value: number): boolean => {
  if (!Number.isInteger(value) || value < 0) return false;
  const { year, month, day } = fromDateNumber(value);
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day;
};

/** The calendar day of an instant in a time zone. */
export const datePartsInZone = (instant: Date, timeZone: string): DateParts => {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month') - 1, day: read('day') };
};
