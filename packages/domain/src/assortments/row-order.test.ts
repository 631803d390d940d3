import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropBeforeId, type RowPlace, rowOrderMoves } from './row-order.js';

const rowsOf = (...ids: string[]): RowPlace[] => ids.map((id, index) => ({ id, sortOrder: index * 10 }));

/** The ids in their order once the moves are applied. */
const orderAfter = (rows: readonly RowPlace[], moves: readonly RowPlace[]) => {
  const places = new Map(moves.map((move) => [move.id, move.sortOrder]));
  return rows
    .map((row) => ({ id: row.id, sortOrder: places.get(row.id) ?? row.sortOrder }))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((row) => row.id);
};

describe('rowOrderMoves', () => {
  it('moves a line to the top, changing only the lines it passes', () => {
    const rows = rowsOf('a', 'b', 'c', 'd', 'e');
    const moves = rowOrderMoves(rows, ['d'], 'b');
    expect(moves).toEqual([
      { id: 'd', sortOrder: 10 },
      { id: 'b', sortOrder: 20 },
      { id: 'c', sortOrder: 30 },
    ]);
    expect(orderAfter(rows, moves)).toEqual(['a', 'd', 'b', 'c', 'e']);
  });

  it('moves several lines together, in their order, to the end', () => {
    const rows = rowsOf('a', 'b', 'c', 'd');
    expect(orderAfter(rows, rowOrderMoves(rows, ['c', 'a'], null))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('does nothing when dropped on one of the moving lines or in place', () => {
    const rows = rowsOf('a', 'b', 'c');
    expect(rowOrderMoves(rows, ['b'], 'b')).toEqual([]);
    expect(rowOrderMoves(rows, ['b'], 'c')).toEqual([]);
  });

  it('keeps every line, the other lines in order, the moved ones together before the target', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 }),
        fc.func(fc.boolean()),
        fc.nat(),
        (orders, picks, targetAt) => {
          const rows = orders.map((sortOrder, index) => ({ id: `r${index}`, sortOrder }));
          const moving = rows.filter((_row, index) => picks(index)).map((row) => row.id);
          const staying = rows.filter((row) => !moving.includes(row.id));
          const beforeId = staying.length === 0 ? null : (staying[targetAt % (staying.length + 1)]?.id ?? null);
          const moves = rowOrderMoves(rows, moving, beforeId);
          const after = orderAfter(rows, moves);
          const before = orderAfter(rows, []);
          expect([...after].sort()).toEqual([...before].sort());
          expect(after.filter((id) => !moving.includes(id))).toEqual(before.filter((id) => !moving.includes(id)));
          const movedInOrder = before.filter((id) => moving.includes(id));
          const start = after.indexOf(movedInOrder[0] ?? '');
          if (movedInOrder.length > 0) {
            expect(after.slice(start, start + movedInOrder.length)).toEqual(movedInOrder);
            expect(after[start + movedInOrder.length] ?? null).toBe(beforeId);
          }
          expect(new Set(moves.map((move) => move.sortOrder)).size).toBe(moves.length);
        },
      ),
    );
  });
});

describe('dropBeforeId', () => {
  const order = ['a', 'b', 'c', 'd'];
  it('lands before the line dropped on when dragged up', () => {
    expect(dropBeforeId(order, ['d'], 'b', false)).toBe('b');
  });
  it('lands after the line dropped on when dragged down, skipping the moving lines', () => {
    expect(dropBeforeId(order, ['a', 'c'], 'b', true)).toBe('d');
    expect(dropBeforeId(order, ['a'], 'd', true)).toBeNull();
  });
});
