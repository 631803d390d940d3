import { z } from 'zod';
import { styleColorIdSchema } from '../products/style-color-id.js';
import { orgTypes } from '../seasons/season.js';
import type { CustomContent } from './assortment.js';
import type { AssortmentBatchOperation } from './assortment-batch-requests.js';
import { MAX_ASSORTMENT_PRODUCTS } from './assortment-constants.js';

/** The group every row without a display group falls in: locked, always open, always last (spec part 1 §3). */
export const UNCATEGORIZED_GROUP = 'Uncategorized';

const groupTitle = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine(
    (title) => title.toLowerCase() !== UNCATEGORIZED_GROUP.toLowerCase(),
    `${UNCATEGORIZED_GROUP} is kept by the app`,
  );

export const groupSortParamsSchema = z.object({ orgType: z.enum(orgTypes), id: z.uuid() });

/**
 * PATCH /api/{orgType}/groupsort/batch/{id}: the moves of groups, styles and colours, sent as the
 * resulting order (spec part 2 §7.3): the groups in order, and the rows in their new order with
 * their group (null: Uncategorized). Rows left out keep their place after those listed.
 */
export const groupSortBatchRequestSchema = z.object({
  baseVersion: z.number().int().min(0),
  groups: z.array(groupTitle).max(500),
  rows: z
    .array(
      z.object({ id: z.string().trim().toUpperCase().pipe(styleColorIdSchema), displayGroup: groupTitle.nullable() }),
    )
    .max(MAX_ASSORTMENT_PRODUCTS),
});
export type GroupSortBatchRequest = z.infer<typeof groupSortBatchRequestSchema>;

type SortableRow = {
  id: string;
  style: string;
  color: string;
  productType: string;
  sortOrder: number;
  displayGroup: string | null;
};

/** A style of a group: its colours in order; origIndex is its place before the page moved it. */
export type GroupSortStyle = { style: string; color: string; productType: string; origIndex: number; colors: string[] };

/** A group of the group sort page (spec part 1 §3 "Group sort group"). */
export type GroupSortGroup = {
  index: number;
  title: string;
  openState: boolean;
  alwaysOpen: boolean;
  contentTab: boolean;
  locked: boolean;
  styles: GroupSortStyle[];
  customContent: CustomContent | null;
};

/** A row's group; a display group spelled like Uncategorized is that group, not a second one. */
const groupOf = (row: Pick<SortableRow, 'displayGroup'>) =>
  !row.displayGroup || row.displayGroup.toLowerCase() === UNCATEGORIZED_GROUP.toLowerCase()
    ? UNCATEGORIZED_GROUP
    : row.displayGroup;

/**
 * The page's groups from an assortment's rows: its display groups in order, then any a row
 * names that the list lacks, then Uncategorized. Styles in the order of their first colour.
 */
export const groupSortGroups = (
  rows: readonly SortableRow[],
  displayGroups: readonly string[],
  customContent: readonly CustomContent[] = [],
): GroupSortGroup[] => {
  const ordered = [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
  const titles = [...displayGroups];
  for (const row of ordered) {
    const title = groupOf(row);
    if (title !== UNCATEGORIZED_GROUP && !titles.includes(title)) titles.push(title);
  }
  const stylesByGroup = new Map<string, Map<string, GroupSortStyle>>();
  for (const [index, row] of ordered.entries()) {
    const title = groupOf(row);
    const styles = stylesByGroup.get(title) ?? new Map<string, GroupSortStyle>();
    stylesByGroup.set(title, styles);
    const style = styles.get(row.style) ?? {
      style: row.style,
      color: row.color,
      productType: row.productType,
      origIndex: index,
      colors: [],
    };
    style.colors.push(row.id);
    styles.set(row.style, style);
  }
  const group = (title: string, index: number, locked: boolean): GroupSortGroup => ({
    index,
    title,
    openState: locked,
    alwaysOpen: locked,
    contentTab: !locked,
    locked,
    styles: [...(stylesByGroup.get(title)?.values() ?? [])],
    customContent: customContent.find((content) => content.displayGroup === title) ?? null,
  });
  return [...titles.map((title, index) => group(title, index, false)), group(UNCATEGORIZED_GROUP, titles.length, true)];
};

/**
 * The batch a group sort saves: the listed rows take consecutive sort orders from the top, the
 * rest follow in their order; rows whose group changed get the new displayGroup; the group list
 * is patched when it changed.
 */
export const groupSortOperations = (
  request: Pick<GroupSortBatchRequest, 'groups' | 'rows'>,
  current: {
    rows: readonly Pick<SortableRow, 'id' | 'sortOrder' | 'displayGroup'>[];
    displayGroups: readonly string[];
  },
): AssortmentBatchOperation[] => {
  const listed = new Set(request.rows.map((row) => row.id));
  const known = new Map(current.rows.map((row) => [row.id, row]));
  const rest = [...current.rows].filter((row) => !listed.has(row.id)).sort((a, b) => a.sortOrder - b.sortOrder);
  const order = [...request.rows.filter((row) => known.has(row.id)).map((row) => row.id), ...rest.map((row) => row.id)];
  const sortProducts = order
    .map((id, index) => ({ id, sortOrder: index + 1 }))
    .filter(({ id, sortOrder }) => known.get(id)?.sortOrder !== sortOrder);
  const updateProducts = request.rows
    .filter((row) => known.has(row.id) && (known.get(row.id)?.displayGroup ?? null) !== row.displayGroup)
    .map((row) => ({ id: row.id, changes: { displayGroup: row.displayGroup } }));
  const groupsChanged = JSON.stringify(request.groups) !== JSON.stringify(current.displayGroups);
  const operation: AssortmentBatchOperation = {
    ...(groupsChanged ? { patch: { displayGroups: request.groups } } : {}),
    ...(updateProducts.length > 0 ? { updateProducts } : {}),
    ...(sortProducts.length > 0 ? { sortProducts } : {}),
  };
  return Object.keys(operation).length > 0 ? [operation] : [];
};
