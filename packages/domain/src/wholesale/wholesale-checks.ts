import type { OrderCustomer, OrderLineFields } from '../orders/order.js';
import { checkPackCode, type PackCodeProblem, type PackDefinition } from '../orders/pack-codes.js';
import { type LineDateProblem, lineDateProblems, wholesaleUnitPrice } from '../orders/wholesale-lines.js';
import { WHOLESALE_PACKS } from './wholesale-packs.js';

/** What the order system refuses in a wholesale line, in the order it checks. */
export type WholesaleLineProblem =
  | { kind: 'noQuantities' }
  | { kind: 'noUnitPrice' }
  | { kind: 'date'; message: LineDateProblem }
  | { kind: 'packCode'; problem: PackCodeProblem };

export type WholesaleLine = Pick<
  OrderLineFields,
  'style' | 'color' | 'sizes' | 'unitPrice' | 'prices' | 'packCode' | 'startDate' | 'endDate'
>;

/** Units a line orders over all its sizes. */
export const lineUnits = (line: Pick<OrderLineFields, 'sizes'>): number =>
  Object.values(line.sizes).reduce((total, quantity) => total + (quantity > 0 ? quantity : 0), 0);

/**
 * The problems of one wholesale line (spec part 1 §5 Wholesale order and Pack code): it orders at
 * least one unit, has a unit price (its own or the customer's fallback prices), valid dates within
 * the limits, and a pack code without findings.
 */
export const wholesaleLineProblems = (
  line: WholesaleLine,
  customer: OrderCustomer,
  today: number,
  packs: ReadonlyMap<string, PackDefinition> = WHOLESALE_PACKS,
): WholesaleLineProblem[] => {
  const problems: WholesaleLineProblem[] = [];
  if (lineUnits(line) === 0) problems.push({ kind: 'noQuantities' });
  if (wholesaleUnitPrice(line.unitPrice, line.prices, customer) === null) problems.push({ kind: 'noUnitPrice' });
  for (const message of lineDateProblems(line.startDate, line.endDate, today)) problems.push({ kind: 'date', message });
  for (const problem of checkPackCode(line.packCode ?? '', packs, line.sizes).warnings) {
    problems.push({ kind: 'packCode', problem });
  }
  return problems;
};

/** A pack code finding in the order system's words (the web app shows its own translation). */
export const packCodeMessage = (problem: PackCodeProblem): string => {
  switch (problem.kind) {
    case 'unknown':
      return `Pack code ${problem.code} is not a known pack code`;
    case 'notAllowed':
      return `Pack code ${problem.code} is not allowed`;
    case 'notALetter':
      return `Pack code ${problem.code} does not start with a letter`;
    case 'quantitiesRequired':
      return `Pack code ${problem.code} needs quantities`;
    case 'totalNotMultiple':
      return `Pack code ${problem.code}: the total must be a multiple of ${problem.packSize}`;
    case 'sizeNotMultiple':
      return `Pack code ${problem.code}: size ${problem.size} must be a multiple of ${problem.share}`;
  }
};

/** A line problem in the order system's words (English, as the order system answers). */
export const wholesaleProblemMessage = (problem: WholesaleLineProblem): string => {
  switch (problem.kind) {
    case 'noQuantities':
      return 'No quantities ordered';
    case 'noUnitPrice':
      return 'No unit price';
    case 'date':
      return problem.message;
    case 'packCode':
      return packCodeMessage(problem.problem);
  }
};

/** A line's value before tax: units × unit price, less its discount percent. */
export const lineAmount = (line: Pick<OrderLineFields, 'sizes' | 'discount'>, unitPrice: number | null): number =>
  unitPrice === null ? 0 : lineUnits(line) * unitPrice * (1 - (line.discount ?? 0) / 100);

/** The order's units and value in the customer's currency, each line priced with its fallbacks. */
export const wholesaleTotals = (
  lines: readonly Pick<OrderLineFields, 'sizes' | 'discount' | 'unitPrice' | 'prices'>[],
  customer: OrderCustomer | null,
): { units: number; amount: number } =>
  lines.reduce(
    (totals, line) => ({
      units: totals.units + lineUnits(line),
      amount:
        totals.amount + (customer ? lineAmount(line, wholesaleUnitPrice(line.unitPrice, line.prices, customer)) : 0),
    }),
    { units: 0, amount: 0 },
  );
