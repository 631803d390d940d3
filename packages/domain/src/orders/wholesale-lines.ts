import { fromDateNumber, isValidDateNumber, toDateNumber } from '../formatting/date-number.js';
import { addDays } from '../products/search.js';

/** A wholesale customer as the order form needs it (spec part 1 §3 Orders, customer). */
export type WholesaleCustomer = {
  currency: string;
  address: { country: string };
  /** Days out and term per store and division. */
  defaults: readonly {
    store?: string | null;
    divisionId?: string | null;
    daysOut?: number | null;
    term?: string | null;
  }[];
  termsInfo: readonly { code: string; description: string }[];
};

/** Prices keyed `{country}/{currency}` or `/{currency}`. */
export type LinePrices = Readonly<Record<string, number>>;

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * A line's unit price (spec part 1 §5 Wholesale order): its own when it is a number of zero or
 * more, otherwise the customer's country/currency price, then the currency price; null when none.
 */
export const wholesaleUnitPrice = (unitPrice: unknown, prices: LinePrices, customer: WholesaleCustomer) => {
  if (isPrice(unitPrice)) return unitPrice;
  const byCountry = prices[`${customer.address.country}/${customer.currency}`];
  if (isPrice(byCountry)) return byCountry;
  const byCurrency = prices[`/${customer.currency}`];
  return isPrice(byCurrency) ? byCurrency : null;
};

const USA_REDUCED_TERM = '02';

/**
 * A new line's days out and term: from the customer's defaults for the line's store and division,
 * blank when none match; the term is 02 for a reduced line of a USA customer, otherwise the matched
 * default's, then the customer's first term.
 */
export const defaultLineTerms = (
  customer: WholesaleCustomer,
  line: { store?: string | null; divisionId?: string | null; reduced?: boolean },
): { daysOut: number | null; term: string } => {
  const match = customer.defaults.find(
    (entry) =>
      (entry.store ?? null) === (line.store ?? null) && (entry.divisionId ?? null) === (line.divisionId ?? null),
  );
  const term =
    customer.address.country === 'USA' && line.reduced
      ? USA_REDUCED_TERM
      : (match?.term ?? customer.termsInfo[0]?.code ?? '');
  return { daysOut: match?.daysOut ?? null, term };
};

/**
 * A line's default end date: 20 days after its start for region eur, 15 days for customers in
 * CAN, otherwise one month (spec part 1 §5, part 2 §9.4). Dates are date numbers.
 */
export const defaultEndDate = (start: number, region: string, customerCountry: string): number => {
  if (region.toLowerCase() === 'eur') return addDays(start, 20);
  if (customerCountry === 'CAN') return addDays(start, 15);
  const { year, month, day } = fromDateNumber(start);
  const date = new Date(Date.UTC(year, month + 1, 1));
  // The same day next month, or that month's last day when it is shorter (31 January → 28 February).
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  return toDateNumber({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: Math.min(day, lastDay) });
};

const DATE_PAST_LIMIT_DAYS = 7;

export type LineDateProblem =
  | 'Invalid Start Date'
  | 'Invalid End Date'
  | 'End date cannot be before start date'
  | 'Start date cannot be more than 1 week in the past'
  | 'End date cannot be more than 1 week in the past'
  | 'Start date cannot be more than 1 year in future'
  | 'End date cannot be more than 1 year in future';

/** The same day a year after `today` (29 February gives 28 February), as a date number. */
const aYearAfter = (today: number) => {
  const { year, month, day } = fromDateNumber(today);
  return toDateNumber({ year: year + 1, month, day: month === 1 && day === 29 ? 28 : day });
};

/** The date messages of a wholesale line (spec part 1 §5), in the spec's words; none when both dates are fine. */
export const lineDateProblems = (
  start: number | null | undefined,
  end: number | null | undefined,
  today: number,
): LineDateProblem[] => {
  const problems: LineDateProblem[] = [];
  const validStart = typeof start === 'number' && isValidDateNumber(start) ? start : null;
  const validEnd = typeof end === 'number' && isValidDateNumber(end) ? end : null;
  if (validStart === null) problems.push('Invalid Start Date');
  if (validEnd === null) problems.push('Invalid End Date');
  const earliest = addDays(today, -DATE_PAST_LIMIT_DAYS);
  const latest = aYearAfter(today);
  if (validStart !== null) {
    if (validStart < earliest) problems.push('Start date cannot be more than 1 week in the past');
    if (validStart > latest) problems.push('Start date cannot be more than 1 year in future');
  }
  if (validEnd !== null) {
    if (validEnd < earliest) problems.push('End date cannot be more than 1 week in the past');
    if (validEnd > latest) problems.push('End date cannot be more than 1 year in future');
  }
  if (validStart !== null && validEnd !== null && validEnd < validStart) {
    problems.push('End date cannot be before start date');
  }
  return problems;
};
