import type { ProductFacetRequest, ProductFilterChip, ProductType } from '@stride/domain';

/** What every filter panel gets: the search it narrows and a way to add a chip. */
export type FilterPanelProps = {
  productType: ProductType;
  chips: readonly ProductFilterChip[];
  facetQuery: ProductFacetRequest['query'];
  onAdd: (chip: ProductFilterChip) => void;
};
