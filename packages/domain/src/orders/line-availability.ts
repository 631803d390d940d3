import type { Product } from '../products/product.js';

/**
 * A style-colour's sizes as an order line's availability (`OrderLine.availability`): each size the
 * catalogue lists, with the first date it has inventory from, or null when no date holds any. The
 * promo size list and the inventory source read it (spec part 1 §5).
 */
export const lineAvailability = (product: Pick<Product, 'availability'>): Record<string, number | null> => {
  const sizes: Record<string, number | null> = {};
  for (const { size, date, inventory } of product.availability) {
    const known = sizes[size] ?? null;
    if (!(size in sizes)) sizes[size] = null;
    if (inventory > 0 && (known === null || date < known)) sizes[size] = date;
  }
  return sizes;
};
