import type { AssortmentProduct, GridSettings } from '@stride/domain';
import type { GridSort } from '../../shared/grid';

type Row = AssortmentProduct;

/** What a column sorts by: its value, as text where the cell shows text. */
const sortValueOf = (row: Row, colId: string): string | number | null => {
  if (colId === 'style') return row.styleNumeric;
  const value = (row as Record<string, unknown>)[colId];
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
};

/** A column's value as the custom sort dialog lists it. */
export const sortTextOf = (row: Row, colId: string): string => {
  const value = colId === 'style' ? row.style : sortValueOf(row, colId);
  return value === null ? '' : String(value);
};

const text = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

const isEmpty = (value: string | number | null) => value === null || value === '';

/**
 * The grid's order: by the sorted column (in the user's custom order of its values where one is
 * saved, spec part 1 §2 "Customize How This Column Sorts"), else the assortment's own order.
 * Empty cells and values outside a custom order stay last in both directions; ties keep the
 * assortment's order.
 */
export const sortAssortmentRows = (
  rows: readonly Row[],
  sort: GridSort | null,
  customSort: GridSettings['customSort'],
): Row[] => {
  const bySortOrder = (a: Row, b: Row) => a.sortOrder - b.sortOrder;
  if (!sort) return [...rows].sort(bySortOrder);
  const { colId } = sort;
  const direction = sort.direction === 'asc' ? 1 : -1;
  const custom = customSort[colId];
  const places = custom ? new Map(custom.map((value, index) => [value, index])) : null;
  const placeOf = (row: Row) => places?.get(sortTextOf(row, colId));
  const compare = (a: Row, b: Row) => {
    if (places) {
      const [placeA, placeB] = [placeOf(a), placeOf(b)];
      if (placeA !== undefined && placeB !== undefined && placeA !== placeB) return (placeA - placeB) * direction;
      if ((placeA === undefined) !== (placeB === undefined)) return placeA === undefined ? 1 : -1;
    }
    const [valueA, valueB] = [sortValueOf(a, colId), sortValueOf(b, colId)];
    if (isEmpty(valueA) !== isEmpty(valueB)) return isEmpty(valueA) ? 1 : -1;
    if (isEmpty(valueA)) return bySortOrder(a, b);
    const order =
      typeof valueA === 'number' && typeof valueB === 'number'
        ? valueA - valueB
        : text.compare(String(valueA), String(valueB));
    return order !== 0 ? Math.sign(order) * direction : bySortOrder(a, b);
  };
  return [...rows].sort(compare);
};
