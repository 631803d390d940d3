/** A line's place in a static assortment's own order (spec part 1 §3 sortOrder). */
export type RowPlace = { id: string; sortOrder: number };

/**
 * The new places after `moving` lines are put, in their present order, just before the line
 * `beforeId` (at the end when null). The lines keep the set of sortOrder values they had, so only
 * the lines between the old and the new place change; those are returned, as sortProducts moves.
 */
export const rowOrderMoves = (
  rows: readonly RowPlace[],
  moving: readonly string[],
  beforeId: string | null,
): RowPlace[] => {
  const movingIds = new Set(moving);
  if (beforeId !== null && movingIds.has(beforeId)) return [];
  const ordered = [...rows].sort((a, b) => a.sortOrder - b.sortOrder);
  const staying = ordered.filter((row) => !movingIds.has(row.id));
  const moved = ordered.filter((row) => movingIds.has(row.id));
  const at = beforeId === null ? staying.length : staying.findIndex((row) => row.id === beforeId);
  if (moved.length === 0 || at < 0) return [];
  const next = [...staying.slice(0, at), ...moved, ...staying.slice(at)];
  return next.flatMap((row, index) => {
    const sortOrder = ordered[index]!.sortOrder;
    return row.sortOrder === sortOrder ? [] : [{ id: row.id, sortOrder }];
  });
};

/**
 * Where a drop lands, as the line to put the dragged lines before: a drag downwards lands after
 * the line it is dropped on, a drag upwards before it. `order` is the lines' ids in their order.
 */
export const dropBeforeId = (
  order: readonly string[],
  moving: readonly string[],
  overId: string,
  draggedDown: boolean,
): string | null => {
  if (!draggedDown) return overId;
  const movingIds = new Set(moving);
  const after = order.slice(order.indexOf(overId) + 1).find((id) => !movingIds.has(id));
  return after ?? null;
};
