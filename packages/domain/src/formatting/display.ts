import { DEFAULT_CURRENCY_SYMBOL, DEFAULT_DECIMAL_PLACES, DEFAULT_TIMEZONE } from '../constants/regional.js';
import { type DateParts, datePartsInZone, fromDateNumber } from './date-number.js';
import { dateTimeFormat, numberFormat } from './intl-cache.js';

const pad = (value: number) => String(value).padStart(2, '0');
const asParts = (value: DateParts | number): DateParts => (typeof value === 'number' ? fromDateNumber(value) : value);

/** MM/DD/YYYY, as in the date picker. */
export const formatPickerDate = (value: DateParts | number): string => {
  const { year, month, day } = asParts(value);
  return `${pad(month + 1)}/${pad(day)}/${year}`;
};

/** MM/DD/YY, as in grids. */
export const formatGridDate = (value: DateParts | number): string => {
  const { year, month, day } = asParts(value);
  return `${pad(month + 1)}/${pad(day)}/${pad(year % 100)}`;
};

/** A date range in the picker: both ends joined by a dash. */
export const formatPickerRange = (from: DateParts | number, to: DateParts | number): string =>
  `${formatPickerDate(from)} - ${formatPickerDate(to)}`;

/** MM/DD/YY hh:mm a, in the default time zone unless told otherwise. */
export const formatDateTime = (instant: Date, timeZone: string = DEFAULT_TIMEZONE): string => {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(instant);
  const read = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${read('month')}/${read('day')}/${read('year')} ${read('hour')}:${read('minute')} ${read('dayPeriod').toLowerCase()}`;
};

/** Wholesale order dates: the user's long date format with a two-digit year. */
export const formatLongDate = (value: DateParts | number, locale: string): string => {
  const { year, month, day } = asParts(value);
  return dateTimeFormat(locale, { year: '2-digit', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month, day)),
  );
};

export type CurrencyFormat = { currencySymbol?: string | null; decimalPlaces?: number | null };

/** Money with the location's or customer's symbol and decimals, defaulting to $ and 2. */
export const formatMoney = (value: number, format: CurrencyFormat = {}, locale = 'en-US'): string => {
  const decimals = format.decimalPlaces ?? DEFAULT_DECIMAL_PLACES;
  const symbol = format.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const number = numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const digits = number.format(Math.abs(value));
  // An amount that rounds to zero shows no minus sign (-0.001 is $0.00, not -$0.00).
  const negative = value < 0 && digits !== number.format(0);
  return `${negative ? '-' : ''}${symbol}${digits}`;
};

/** Percentages show 2 decimals; a value that rounds to zero shows no minus sign. */
export const formatPercent = (value: number, locale = 'en-US'): string =>
  `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }).format(value)}%`;

const fileSizeUnits = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
// Built on first use like every formatter: the first Intl object of a page costs tens of
// milliseconds, which a page that shows no file size should not pay while it loads.
const oneDecimalPlain = () =>
  numberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

/** File sizes in steps of 1024 from B to YB, one decimal. */
export const formatFileSize = (bytes: number, locale = 'en-US'): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  // Step up when the shown value would reach 1024.0 (1,048,575 B is 1.0 MB, not 1,024.0 KB).
  while (Number(oneDecimalPlain().format(value)) >= 1024 && unit < fileSizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return `${number} ${fileSizeUnits[unit]}`;
};

/** Status alert icons count to 9, then show 9+. */
export const formatAlertCount = (count: number): string => (count > 9 ? '9+' : String(Math.max(0, count)));

/** ISO timestamps in exports become YYYY-MM-DD (spec part 1 §5), the day in the company's time zone. */
export const isoDateOnly = (iso: string, timeZone: string = DEFAULT_TIMEZONE): string => {
  const { year, month, day } = datePartsInZone(new Date(iso), timeZone);
  return `${year}-${pad(month + 1)}-${pad(day)}`;
};
