import type { ProductType } from '../access/roles.js';
import { SELLABLE_LINE_STATUSES } from '../products/product-constants.js';

/** Assortment values of spec part 1 §3 Assortment and §4 Assortment. */
export const assortmentStates = ['Published', 'Unpublished', 'Archived'] as const;
export type AssortmentState = (typeof assortmentStates)[number];
/**
 * An assortment's status: the line status it plans for (spec part 1 §3 `status`; what 'This
 * product does not match your assortment status' and `assortmentStatusOnly` compare with).
 * ALL is every line that still sells (A, R, O), as the pricing location's ALL implies (part 1 §3
 * Product filter bar); the others narrow it to active, reduced or outlet lines.
 */
export const assortmentStatuses = ['ALL', ...SELLABLE_LINE_STATUSES] as const;
export type AssortmentStatus = (typeof assortmentStatuses)[number];
export const DEFAULT_ASSORTMENT_STATUS: AssortmentStatus = 'ALL';

export const assortmentTreeTypes = ['folder', 'item'] as const;

export const assortmentChannels = ['All', 'Wholesale', 'Retail'] as const;
export type AssortmentChannel = (typeof assortmentChannels)[number];
export const assortmentRegions = ['All', 'International', 'Europe', 'Domestic'] as const;

/** The manager's lists (spec part 1 §2 Product assortments), each with its route and export file. */
export const assortmentListViews = ['quick-access', 'all', 'recent', 'starred', 'archived'] as const;
export type AssortmentListView = (typeof assortmentListViews)[number];

/** Spec part 1 §9 "Export file names"; quick-access exports its two grids apart. */
export const assortmentExportFileNames = {
  all: 'all-assortments.xlsx',
  archived: 'archived-assortments.xlsx',
  recent: 'recent-assortments.xlsx',
  starred: 'starred-assortments.xlsx',
  'quick-access-starred': 'quick-access-starred-assortments.xlsx',
  'quick-access-recent': 'quick-access-recent-assortments.xlsx',
} as const;

/** Spec part 1 §9 Sort options: Newest (modified date), Name, Style. */
export const assortmentSortOptions = ['newest', 'name', 'style'] as const;
export type AssortmentSortOption = (typeof assortmentSortOptions)[number];

/**
 * How many assortments (items, not folders) one user may own. The spec names a max-assortment
 * error dialog but no number; see docs/decisions/assortments.md.
 */
export const MAX_ASSORTMENTS_PER_USER = 500;
/** Products in one assortment: the catalogue's largest line plans stay well below. */
export const MAX_ASSORTMENT_PRODUCTS = 10_000;
/** Row changes in one batch: a paste of a whole column of the largest assortment. */
export const MAX_BATCH_ROWS = 10_000;

/** Group-by options (spec part 1 §3): regular, POP and internal lists; None turns grouping off. */
export const groupByOptions = ['gender', 'division', 'divisionGroup', 'pillar', 'popCategory', 'none'] as const;
export type GroupByOption = (typeof groupByOptions)[number];
export const groupByOptionsFor = (
  productType: ProductType,
  orgType: 'internal' | 'regular',
): readonly GroupByOption[] => {
  if (orgType === 'internal') return ['pillar', 'none'];
  if (productType === 'POP') return ['gender', 'popCategory', 'pillar', 'none'];
  return ['gender', 'division', 'divisionGroup', 'pillar', 'none'];
};
/** Internal assortments group by pillar, regular ones by none. */
export const defaultGroupBy = (orgType: 'internal' | 'regular'): GroupByOption =>
  orgType === 'internal' ? 'pillar' : 'none';

/** Autosort options (spec part 1 §3); internal uses the regular list. */
export const autosortOptions = ['gender', 'divisionGroup', 'division', 'pillar', 'outsole', 'upper', 'style'] as const;
export type AutosortOption = (typeof autosortOptions)[number];
export const autosortOptionsFor = (productType: ProductType): readonly AutosortOption[] =>
  productType === 'POP' ? ['gender', 'pillar', 'style'] : autosortOptions;

/**
 * Division groups: the spec names the field (divisionGroup) but not its values. A division's
 * group is what merchandisers plan by: its family without the gender.
 */
const divisionGroupByDivision: Record<string, string> = {
  'Mens Sport': 'Sport',
  'Womens Sport': 'Sport',
  'Mens Active': 'Active',
  'Womens Active': 'Active',
  'Mens USA': 'USA',
  'Womens USA': 'USA',
  Performance: 'Performance',
  Work: 'Work',
  Kids: 'Kids',
  'Mens Apparel': 'Apparel',
  'Womens Apparel': 'Apparel',
  'Kids Apparel': 'Apparel',
  Accessories: 'Accessories',
  'Visual Merchandising': 'In-Store',
  Marketing: 'In-Store',
};
export const divisionGroupOf = (division: string): string => divisionGroupByDivision[division] ?? division;

/** Label colours offered in the labels dialog (name and colour are the user's; colours from this palette). */
export const labelColors = [
  '#e53935',
  '#fb8c00',
  '#fdd835',
  '#43a047',
  '#1e88e5',
  '#8e24aa',
  '#6d4c41',
  '#546e7a',
] as const;
