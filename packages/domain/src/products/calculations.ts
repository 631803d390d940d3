import { DISCOUNT_RANGE } from '../constants/limits.js';
import { DEFAULT_DECIMAL_PLACES } from '../constants/regional.js';

/**
 * Calculated product fields (spec part 1 §3 and §5 Grid cell rules). Percentages are on a
 * 0–100 scale, like discountPercent, rounded to 2 decimals; money is rounded to the location's
 * decimal places.
 */
const PERCENT_DECIMALS = 2;

/** Decimal rounding without binary drift (1.005 rounds to 1.01). */
export const roundTo = (value: number, places: number): number => {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  // Shifting the decimal point in the text avoids 1.005 * 100 = 100.49999…; dividing an
  // integer by a power of ten is correctly rounded, so the result is the nearest double.
  const shifted = String(magnitude).includes('e') ? magnitude * 10 ** places : Number(`${magnitude}e${places}`);
  const rounded = Math.round(shifted) / 10 ** places;
  return (value < 0 ? -rounded : rounded) || 0;
};

const toPercent = (part: number, whole: number): number => roundTo((part / whole) * 100, PERCENT_DECIMALS);

export type Discount = { discountPercent?: number | null; discountAmount?: number | null };

/** A discount percentage must lie in 0–100 and is kept to 2 decimals; anything else clears the cell. */
export const validDiscountPercent = (value: number): number | null =>
  Number.isFinite(value) && value >= DISCOUNT_RANGE.min && value <= DISCOUNT_RANGE.max
    ? roundTo(value, PERCENT_DECIMALS)
    : null;

/**
 * Net cost is cost minus the discount: discountPercent when given, else discountAmount.
 * A negative net cost is blanked (null).
 */
export const netCost = (cost: number, discount: Discount = {}, decimalPlaces = DEFAULT_DECIMAL_PLACES) => {
  const { discountPercent, discountAmount } = discount;
  const value =
    discountPercent != null
      ? cost * (1 - discountPercent / 100)
      : discountAmount != null
        ? cost - discountAmount
        : cost;
  const rounded = roundTo(value, decimalPlaces);
  return rounded < 0 ? null : rounded;
};

/** The discount that turns cost into a given net cost, as both amount and percentage. */
export const discountForNetCost = (cost: number, net: number, decimalPlaces = DEFAULT_DECIMAL_PLACES) => ({
  discountAmount: roundTo(cost - net, decimalPlaces),
  discountPercent: cost > 0 ? toPercent(cost - net, cost) : 0,
});

/** (retail − net cost) / retail; null when there is no retail price to relate to. */
export const markupPercent = (suggestedRetail: number, net: number): number | null =>
  suggestedRetail > 0 ? toPercent(suggestedRetail - net, suggestedRetail) : null;

/** Entering a markup percent sets the net cost from the suggested retail. */
export const netCostForMarkup = (suggestedRetail: number, markup: number, decimalPlaces = DEFAULT_DECIMAL_PLACES) => {
  const rounded = roundTo(suggestedRetail * (1 - markup / 100), decimalPlaces);
  return rounded < 0 ? null : rounded;
};

/** Sold over sold plus on hand; nothing sold and nothing on hand is 0 %. */
const sellThrough = (sold: number, onHand: number): number => (sold + onHand > 0 ? toPercent(sold, sold + onHand) : 0);

/** styleQuantity / (styleQuantity + styleQuantityOnHand). */
export const styleSellThru = (product: { styleQuantity: number; styleQuantityOnHand: number }) =>
  sellThrough(product.styleQuantity, product.styleQuantityOnHand);

/** The colour's own sell-through: quantity / (quantity + quantityOnHand). */
export const sellThru = (product: { quantity: number; quantityOnHand: number }) =>
  sellThrough(product.quantity, product.quantityOnHand);

/** The colour's share of its style's quantity. */
export const colorPercent = (product: { quantity: number; styleQuantity: number }) =>
  product.styleQuantity > 0 ? toPercent(product.quantity, product.styleQuantity) : 0;

/** The calculated fields of one colour, from its own and its style's quantities. */
export const calculatedQuantities = (product: {
  quantity: number;
  quantityOnHand: number;
  styleQuantity: number;
  styleQuantityOnHand: number;
}) => ({
  styleSellThru: styleSellThru(product),
  sellThru: sellThru(product),
  colorPercent: colorPercent(product),
});
