import type { Product, ProductLocation } from '@stride/domain';

/** What every panel of the single view is given: the shown colour, priced at the chosen location. */
export type PanelProps = {
  product: Product;
  /** The product at the chosen location; undefined where it is not offered there. */
  location: ProductLocation | undefined;
  locationCode: string;
  /** The internal product detail page (spec part 1 §5) rather than the viewer of a list. */
  internal: boolean;
};
