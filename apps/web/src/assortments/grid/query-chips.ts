import {
  isProductFilterKey,
  isSearchQueryValue,
  type ProductFilterChip,
  type ProductSearchFilters,
  priceChipValue,
} from '@stride/domain';

/** The chips that may stand in a search query: one with an empty, null or 'null' value is skipped (spec part 1 §5). */
export const searchableChips = (chips: readonly ProductFilterChip[]): ProductFilterChip[] =>
  chips.filter((chip) => isSearchQueryValue(chip.value));

/**
 * The filter bar's chips for a saved query (the reverse of the domain's chipsToFilters), for a
 * dynamic assortment saved without its chips (made elsewhere, or before the chips were kept).
 */
export const filtersToChips = (filters: ProductSearchFilters): ProductFilterChip[] => {
  const chips: { key: string; value: string }[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'styleOnly' || value === undefined || value === null) continue;
    if (key === 'ids') chips.push({ key: filters.styleOnly ? 'styleIds' : 'ids', value: String(value) });
    else if (key === 'price') {
      const price = value as NonNullable<ProductSearchFilters['price']>;
      chips.push({
        key: price.on === 'suggestedRetail' ? 'suggestedRetail' : 'cost',
        value: priceChipValue(price.from, price.to),
      });
    } else if (key === 'components' || key === 'categories') {
      for (const [part, partValue] of Object.entries(value as Record<string, unknown>))
        if (partValue !== undefined) chips.push({ key: part, value: String(partValue) });
    } else if (Array.isArray(value)) for (const entry of value) chips.push({ key, value: String(entry) });
    else chips.push({ key, value: String(value) });
  }
  return searchableChips(chips.filter((chip): chip is ProductFilterChip => isProductFilterKey(chip.key)));
};
