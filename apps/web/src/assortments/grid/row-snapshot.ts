import type { AssortmentProduct, ProductToAdd, RowChanges } from '@stride/domain';

/**
 * The field under which the edit history keeps a row's presence: its old value is the row as it
 * was (for undoing a delete), its new value null once deleted. No column shows it.
 */
export const ROW_PRESENCE_FIELD = '__row';

/** The field under which the edit history keeps a row's place (its sortOrder) when rows are dragged. */
export const ROW_ORDER_FIELD = '__sortOrder';

/**
 * What re-adding a deleted row needs to bring it back as it was: its place and its own values.
 * Of the pricing cells only the one the others derive from is sent (the rules recalculate the
 * rest from the cost), as the user would have typed it.
 */
export const rowSnapshot = (row: AssortmentProduct): ProductToAdd => {
  const changes: RowChanges = {};
  if (row.discountPercent !== null) changes.discountPercent = row.discountPercent;
  else if (row.netCost !== null && row.netCost !== row.cost) changes.netCost = row.netCost;
  if (row.label !== null) changes.label = row.label;
  if (row.carryover === 1) changes.carryover = true;
  if (row.pillar) changes.pillar = row.pillar;
  if (row.tags.length > 0) changes.tags = row.tags;
  for (const field of [
    'displayGroup',
    'styleNote',
    'colorNote',
    'collectionStyleNote',
    'collectionColorNote',
  ] as const) {
    if (row[field] !== null) changes[field] = row[field];
  }
  return { style: row.style, color: row.color, sortOrder: row.sortOrder, changes };
};

export const isProductToAdd = (value: unknown): value is ProductToAdd =>
  typeof value === 'object' && value !== null && 'style' in value && 'color' in value;
