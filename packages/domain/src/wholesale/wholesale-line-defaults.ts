import type { NewOrderLine, OrderCustomer, OrderLineFields } from '../orders/order.js';
import { defaultEndDate, defaultLineTerms } from '../orders/wholesale-lines.js';
import type { WofStyle } from './wof.js';

type StyleColor = WofStyle['colors'][number];

/**
 * A new wholesale line for one colour of a style (spec part 1 §5 Wholesale order): every size at
 * zero, the colour's prices (the unit price falls back to them), reduced when the colour's line
 * status is R, dates from today to the default end date, and days out and term from the customer's
 * defaults for the order's store.
 */
export const wholesaleLineFor = (
  style: Pick<WofStyle, 'style' | 'name' | 'productType' | 'division'>,
  color: StyleColor,
  context: { customer: OrderCustomer; region: string; store: string | null; today: number },
): NewOrderLine => {
  const { customer, region, store, today } = context;
  const reduced = color.lineStatus === 'R';
  const terms = defaultLineTerms(customer, { store, divisionId: style.division, reduced });
  return {
    style: style.style,
    color: color.color,
    name: style.name,
    productType: style.productType,
    quantity: 1,
    sizes: Object.fromEntries(color.sizes.map((size) => [size, 0])),
    unitPrice: null,
    prices: color.prices,
    discount: null,
    reduced,
    packCode: null,
    divisionId: style.division,
    store,
    startDate: today,
    endDate: defaultEndDate(today, region, customer.address.country),
    daysOut: terms.daysOut,
    term: terms.term || null,
  };
};

type LineChange = Partial<Pick<OrderLineFields, 'store' | 'divisionId' | 'reduced' | 'startDate'>>;

/**
 * What else changes with a line edit: a new store, division or reduced flag takes the customer's
 * defaults for days out and term again; a new start date moves an end date that was the default.
 */
export const wholesaleLineFollowUps = (
  line: Pick<OrderLineFields, 'store' | 'divisionId' | 'reduced' | 'startDate' | 'endDate'>,
  change: LineChange,
  context: { customer: OrderCustomer | null; region: string },
): Partial<OrderLineFields> => {
  const { customer, region } = context;
  if (!customer) return change;
  const next = { ...line, ...change };
  const followUps: Partial<OrderLineFields> = { ...change };
  if ('store' in change || 'divisionId' in change || 'reduced' in change) {
    const terms = defaultLineTerms(customer, next);
    followUps.daysOut = terms.daysOut;
    followUps.term = terms.term || null;
  }
  if ('startDate' in change && typeof change.startDate === 'number') {
    const wasDefault =
      line.endDate === null ||
      (line.startDate !== null && line.endDate === defaultEndDate(line.startDate, region, customer.address.country));
    if (wasDefault) followUps.endDate = defaultEndDate(change.startDate, region, customer.address.country);
  }
  return followUps;
};
