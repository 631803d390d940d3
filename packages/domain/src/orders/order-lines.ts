import type { ProductType } from '../access/roles.js';
import type { Gender } from '../products/product-constants.js';
import { addDays } from '../products/search.js';
import type { OrderType } from './order-states.js';

/** A line's side: one shoe of a pair for samples, or the pair; apparel is always a Pair (spec part 1 §5). */
export const orderLineSides = ['Left', 'Right', 'Pair'] as const;
export type OrderLineSide = (typeof orderLineSides)[number];

/** Line statuses: PENDING by default, Deleted once removed (spec part 1 §4); wholesale uses A (§5). */
export const DEFAULT_LINE_STATUS = 'PENDING';
export const DELETED_LINE_STATUS = 'Deleted';
const APPROVED_LINE_STATUS = 'APPROVED';
const WHOLESALE_ACTIVE_LINE_STATUS = 'A';

/**
 * A sample or promo line's first size (spec part 1 §5 "Sample and promo order lines"): footwear 9
 * (infants 7, children 13, womens 6); apparel L (M for infants, kids and women); none for POP.
 */
export const defaultLineSize = (productType: ProductType, gender: Gender): string | null => {
  if (productType === 'Footwear') {
    if (gender === 'Infants') return '7';
    if (gender === 'Boys' || gender === 'Girls') return '13';
    if (gender === 'Womens') return '6';
    return '9';
  }
  if (productType === 'Apparel') {
    return gender === 'Infants' || gender === 'Boys' || gender === 'Girls' || gender === 'Womens' ? 'M' : 'L';
  }
  return null;
};

/** Apparel lines are forced to Pair; other lines keep the side asked for. */
export const lineSide = (productType: ProductType, side: OrderLineSide): OrderLineSide =>
  productType === 'Apparel' ? 'Pair' : side;

/**
 * Wholesale domestic footwear or promo items use line status A (spec part 1 §5): footwear of an
 * order from domestic stock (origin `domestic`, not `import`), and POP whatever its origin.
 */
export const isActiveWholesaleLine = (productType: ProductType, origin: string | null | undefined): boolean =>
  productType === 'POP' || (productType === 'Footwear' && origin === 'domestic');

/**
 * A new line's status: a promo line starts APPROVED when the person adding it is the order's
 * requester (spec part 1 §4); a wholesale line A when `isActiveWholesaleLine` (§5); otherwise
 * PENDING.
 */
export const initialLineStatus = (
  type: OrderType,
  line: { productType: ProductType; addedByRequester: boolean; origin?: string | null },
): string => {
  if (type === 'PROMO') return line.addedByRequester ? APPROVED_LINE_STATUS : DEFAULT_LINE_STATUS;
  if (type === 'WHOLESALE' && isActiveWholesaleLine(line.productType, line.origin)) return WHOLESALE_ACTIVE_LINE_STATUS;
  return DEFAULT_LINE_STATUS;
};

/**
 * The order system completes a submitted wholesale order once the ship window of every live line
 * has ended before `today` (a line without an end date keeps it open).
 */
export const wholesaleShipWindowsEnded = (
  lines: readonly { status: string; endDate: number | null | undefined }[],
  today: number,
): boolean => {
  const live = lines.filter((line) => line.status !== DELETED_LINE_STATUS);
  return live.length > 0 && live.every((line) => typeof line.endDate === 'number' && line.endDate < today);
};

const PROMO_CODE_MAX_LENGTH = 3;

/** Promo code cell rule (spec part 1 §5): letters and digits only, uppercased, at most 3 characters. */
export const normalizePromoCode = (input: string): string =>
  input
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, PROMO_CODE_MAX_LENGTH);

/**
 * The promo size list (spec part 1 §5): only sizes available within availDateWindow days of today.
 * `availability` maps a size to the date number it is available from (null: not expected).
 */
export const promoSizesWithin = (
  availability: Readonly<Record<string, number | null>>,
  availDateWindow: number,
  today: number,
): string[] => {
  const limit = addDays(today, availDateWindow);
  return Object.entries(availability)
    .filter(([, from]) => from !== null && from <= limit)
    .map(([size]) => size);
};
