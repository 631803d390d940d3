import type { AssortmentProduct, GroupSortStyle } from '@stride/domain';

export type RowsById = ReadonlyMap<string, AssortmentProduct>;

/** The row of a style's first colour: its name, number and picture stand for the style. */
export const firstRowOf = (style: GroupSortStyle, rows: RowsById) => rows.get(style.colors[0] ?? '');

const text = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });

/** Autosort by style number (the style's number, then its code), spec part 2 §7.3 "sorting by style". */
export const byStyleNumber =
  (rows: RowsById) =>
  (a: GroupSortStyle, b: GroupSortStyle): number =>
    (firstRowOf(a, rows)?.styleNumeric ?? 0) - (firstRowOf(b, rows)?.styleNumeric ?? 0) || text(a.style, b.style);

/** Autosort by the name of the style's first colour. */
export const byStyleName =
  (rows: RowsById) =>
  (a: GroupSortStyle, b: GroupSortStyle): number =>
    text(firstRowOf(a, rows)?.name ?? '', firstRowOf(b, rows)?.name ?? '') || text(a.style, b.style);

/** Colour sort: by colour code. */
export const byColorCode =
  (rows: RowsById) =>
  (a: string, b: string): number =>
    text(rows.get(a)?.color ?? a, rows.get(b)?.color ?? b);

export const styleOrders = { styleNumber: byStyleNumber, name: byStyleName } as const;
export type StyleOrder = keyof typeof styleOrders;
