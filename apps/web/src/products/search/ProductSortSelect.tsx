import { type AssortmentSortOption, assortmentSortOptions, type ProductSort } from '@stride/domain';
import { SortOptionSelect } from '../../shared/forms/SortOptionSelect';

const isSortOption = (field: string): field is AssortmentSortOption =>
  (assortmentSortOptions as readonly string[]).includes(field);

/**
 * The results' sort as a choice of the spec's three; a column header's sort (cost, retail…)
 * shows as none of them. Choosing one sorts by it from the start (newest first, A to Z).
 */
export const ProductSortSelect = ({ sort, onChange }: { sort: ProductSort; onChange: (sort: ProductSort) => void }) => (
  <SortOptionSelect
    sort={isSortOption(sort.field) ? sort.field : null}
    onChange={(field) => onChange({ field, direction: 1 })}
  />
);
