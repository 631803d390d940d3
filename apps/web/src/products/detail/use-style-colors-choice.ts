import type { Product, ProductSummary } from '@stride/domain';
import { type DetailScope, useStyleColor, useStyleColors } from './api';

/** A whole document rather than the summary of a result row. */
const isWholeProduct = (row: ProductSummary | Product): row is Product => 'availability' in row;

/**
 * The colours the single view offers for a style-colour's style, as whole documents, and the
 * chosen one among them. The given style-colour is always offered, even where the colour search
 * leaves it out: a whole product as given (and shown before the search answers), a result row's
 * summary asked for alone. `missing`: that style-colour is no longer in the catalogue.
 */
export const useStyleColorsChoice = (
  row: ProductSummary | Product | undefined,
  chosenId: string,
  scope: DetailScope,
) => {
  const fetched = useStyleColors(row, scope).data;
  const given = row && isWholeProduct(row) ? row : undefined;
  const leftOut =
    row !== undefined && fetched !== undefined && !fetched.some((color) => color.styleColorId === row.styleColorId);
  const alone = useStyleColor(row?.styleColorId ?? '', scope, row?.productType, leftOut && !given).data;
  const own = given ?? alone ?? undefined;
  if (!row) return { colors: [], chosen: undefined, missing: false };
  const colors = fetched && !leftOut ? fetched : [...(own ? [own] : []), ...(fetched ?? [])];
  return { colors, chosen: colors.find((color) => color.styleColorId === chosenId), missing: alone === null };
};
