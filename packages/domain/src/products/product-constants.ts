import type { ProductType } from '../access/roles.js';

/** Product constants (spec part 1 §3 Product). Where the spec names a field but not its values, these are ours. */
export const genders = ['Mens', 'Womens', 'Boys', 'Girls', 'Infants', 'Unisex'] as const;
export type Gender = (typeof genders)[number];

export const divisionsByProductType = {
  Footwear: [
    'Mens Sport',
    'Womens Sport',
    'Mens Active',
    'Womens Active',
    'Mens USA',
    'Womens USA',
    'Performance',
    'Work',
    'Kids',
  ],
  Apparel: ['Mens Apparel', 'Womens Apparel', 'Kids Apparel', 'Accessories'],
  POP: ['Visual Merchandising', 'Marketing'],
} as const satisfies Record<ProductType, readonly string[]>;

export const pillarsByProductType = {
  Footwear: ['Comfort Technology', 'Performance', 'Lifestyle', 'Outdoor', 'Work & Safety', 'Kids Light-Up'],
  Apparel: ['Performance', 'Lifestyle', 'Essentials'],
  POP: ['Brand Marketing', 'In-Store', 'Seasonal Campaign'],
} as const satisfies Record<ProductType, readonly string[]>;

export const lifeCycles = ['New', 'Core', 'Carryover', 'Closeout'] as const;
export type LifeCycle = (typeof lifeCycles)[number];

/** Location line statuses; the pricing location ALL stands for the sellable ones, A, R and O. */
export const lineStatuses = ['A', 'R', 'O', 'D', 'C', 'H'] as const;
export type LineStatus = (typeof lineStatuses)[number];
export const SELLABLE_LINE_STATUSES = ['A', 'R', 'O'] as const satisfies readonly LineStatus[];
const sellableLineStatuses: ReadonlySet<LineStatus> = new Set(SELLABLE_LINE_STATUSES);
/** Whether a line still sells (active, reduced or outlet): what 'assortment status' means for documents and imports. */
export const isSellableLineStatus = (status: LineStatus | null): boolean =>
  status !== null && sellableLineStatuses.has(status);

export const storeTypes = ['Concept', 'Outlet', 'Warehouse', 'Big Box', 'Online'] as const;
export const boughtStatuses = ['Bought', 'Not Bought', 'Pending'] as const;

/** Size runs: footwear halves are written with H (9H is nine and a half), as the size filter expects. */
export const sizeRuns = {
  mens: ['7', '7H', '8', '8H', '9', '9H', '10', '10H', '11', '11H', '12', '13', '14'],
  womens: ['5', '5H', '6', '6H', '7', '7H', '8', '8H', '9', '9H', '10', '11'],
  kids: ['10H', '11', '11H', '12', '12H', '13', '13H', '1', '1H', '2', '2H', '3'],
  infants: ['4', '5', '6', '7', '8', '9', '10'],
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  kidsApparel: ['XS', 'S', 'M', 'L', 'XL'],
  oneSize: ['OS'],
} as const;

/** The individual size filter: upper-cased, at most 5 characters (spec part 1 §3 Availability filter). */
export const SIZE_FILTER_MAX_LENGTH = 5;
export const sizeFilterPlaceholder: Record<ProductType, string> = { Footwear: '9H', Apparel: 'M', POP: 'OS' };
