import type { Product } from '@stride/domain';
import { type DetailScope, useStyleColors } from './api';

/**
 * The colours the single view offers for a product's style and the chosen one among them. The
 * given product is always offered, even where the colour search leaves it out or has not answered.
 */
export const useStyleColorsChoice = (product: Product | undefined, chosenId: string, scope: DetailScope) => {
  const fetched = useStyleColors(product, scope).data;
  if (!product) return { colors: [], chosen: undefined };
  const colors = fetched?.some((color) => color.styleColorId === product.styleColorId)
    ? fetched
    : [product, ...(fetched ?? [])];
  return { colors, chosen: colors.find((color) => color.styleColorId === chosenId) };
};
