import {
  defaultLineSize,
  lineSide,
  type NewOrderLine,
  normalizePromoCode,
  type Order,
  type OrderLine,
  type ProductSummary,
  promoSizesWithin,
  todayDateNumber,
  toStyleColorId,
} from '@stride/domain';

/** Where a sample or promo line is picked from; inventory only when a date is known for the size (spec part 1 §5). */
export const lineSources = ['Inventory', 'Production'] as const;

/** A promo order without its own window looks 45 days ahead, as the promo search does (spec part 2 §9.4). */
const PROMO_WINDOW_DAYS = 45;

/**
 * The sizes a line may take: the sizes its style-colour is known in; for a promo order only those
 * available within the order's window of today (spec part 1 §5). The line's own size stays listed.
 */
export const sizeChoices = (order: Pick<Order, 'type' | 'availDateWindow'>, line: OrderLine, now = new Date()) => {
  const known =
    order.type === 'PROMO'
      ? promoSizesWithin(line.availability, order.availDateWindow ?? PROMO_WINDOW_DAYS, todayDateNumber(now))
      : Object.keys(line.availability);
  const sizes = line.size && !known.includes(line.size) ? [line.size, ...known] : known;
  return sizes;
};

/** The inventory source is offered only when an inventory date matches the line's size. */
export const inventorySourceAllowed = (line: Pick<OrderLine, 'availability' | 'size'>) =>
  line.size !== null && line.availability[line.size] != null;

/** The promo code the person entered last (spec part 1 §5): newly added lines take it. */
export const lastPromoCode = (lines: readonly Pick<OrderLine, 'promoCode'>[]) =>
  lines.findLast((line) => line.promoCode)?.promoCode ?? null;

/** A new line for a found style-colour: its default size, Pair for apparel, one unit, the last promo code. */
export const newLineOf = (
  product: Pick<ProductSummary, 'style' | 'color' | 'name' | 'productType' | 'gender'>,
  order: Pick<Order, 'type'>,
  promoCode: string | null,
): NewOrderLine => ({
  style: product.style,
  color: product.color,
  name: product.name,
  productType: product.productType,
  gender: product.gender,
  size: defaultLineSize(product.productType, product.gender),
  side: lineSide(product.productType, 'Pair'),
  quantity: 1,
  promoCode: order.type === 'PROMO' && promoCode ? normalizePromoCode(promoCode) || null : null,
});

/** The line with the catalogue's sizes when the server sent none for it. */
export const withCatalogueSizes = (line: OrderLine, catalogue: ReadonlyMap<string, Record<string, number | null>>) =>
  Object.keys(line.availability).length > 0
    ? line
    : { ...line, availability: catalogue.get(toStyleColorId(line.style, line.color)) ?? {} };
