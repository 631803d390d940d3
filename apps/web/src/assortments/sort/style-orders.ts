import {
  type AssortmentProduct,
  type AutosortOption,
  autosortOptionsOf,
  compareForAutosort,
  compareText,
  type GroupSortStyle,
} from '@stride/domain';

export type RowsById = ReadonlyMap<string, AssortmentProduct>;

/** The row of a style's first colour: its name, number and picture stand for the style. */
export const firstRowOf = (style: GroupSortStyle, rows: RowsById) => rows.get(style.colors[0] ?? '');

/** How a group's styles can be autosorted: the spec's autosort options, and by name (ours). */
export type StyleOrder = AutosortOption | 'name';

/** The assortment's autosort options (spec part 1 §3), then by name. */
export const styleOrdersOf = (assortment: Parameters<typeof autosortOptionsOf>[0]): StyleOrder[] => [
  ...autosortOptionsOf(assortment),
  'name',
];

/** The i18n key of an order's menu entry; the spec's Style option sorts by style number. */
export const styleOrderLabelKey = (order: StyleOrder) =>
  `groupSort.group.autosortBy.${order === 'style' ? 'styleNumber' : order}` as const;

/** Autosort by the name of the style's first colour. */
const byStyleName =
  (rows: RowsById) =>
  (a: GroupSortStyle, b: GroupSortStyle): number =>
    compareText(firstRowOf(a, rows)?.name ?? '', firstRowOf(b, rows)?.name ?? '') || compareText(a.style, b.style);

/** Autosort by an option of the spec, on the values of the style's first colour. */
const byAutosortOption = (rows: RowsById, option: AutosortOption) => {
  const compare = compareForAutosort(option);
  const valuesOf = (style: GroupSortStyle) => firstRowOf(style, rows) ?? { style: style.style };
  return (a: GroupSortStyle, b: GroupSortStyle): number => compare(valuesOf(a), valuesOf(b));
};

/** The comparison of styles an order sorts by; equal styles keep their order (the sort is stable). */
export const compareStyles = (order: StyleOrder, rows: RowsById) =>
  order === 'name' ? byStyleName(rows) : byAutosortOption(rows, order);

/** Colour sort: by colour code. */
export const byColorCode =
  (rows: RowsById) =>
  (a: string, b: string): number =>
    compareText(rows.get(a)?.color ?? a, rows.get(b)?.color ?? b);
