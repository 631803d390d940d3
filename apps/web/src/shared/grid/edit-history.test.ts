// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type CellEdit,
  EDIT_HISTORY_LIMIT,
  emptyEditHistory,
  invertEdits,
  mergeCellEdits,
  recordEdits,
  redoStep,
  undoStep,
} from './edit-history';

const edit = (rowId: string, field: string, oldValue: unknown, newValue: unknown): CellEdit => ({
  rowId,
  field,
  oldValue,
  newValue,
});

describe('mergeCellEdits', () => {
  it('keeps the first old value and the last new value of a cell', () => {
    expect(mergeCellEdits([edit('a', 'cost', 1, 2), edit('b', 'cost', 5, 6), edit('a', 'cost', 2, 3)])).toEqual([
      edit('a', 'cost', 1, 3),
      edit('b', 'cost', 5, 6),
    ]);
  });

  it('drops cells that end where they started', () => {
    expect(mergeCellEdits([edit('a', 'cost', 1, 2), edit('a', 'cost', 2, 1), edit('a', 'name', 'x', 'x')])).toEqual([]);
  });

  it('tells cells of different rows or fields apart', () => {
    expect(mergeCellEdits([edit('a', 'b', 1, 2), edit('ab', '', 1, 2)])).toHaveLength(2);
  });
});

describe('recordEdits', () => {
  it('records a paste of many cells as one step', () => {
    const state = recordEdits(emptyEditHistory, [edit('a', 'cost', 1, 2), edit('b', 'cost', 1, 2)]);
    expect(state.undo).toHaveLength(1);
    expect(state.undo[0]).toHaveLength(2);
  });

  it('ignores a step that changes nothing', () => {
    expect(recordEdits(emptyEditHistory, [edit('a', 'cost', 1, 1)])).toBe(emptyEditHistory);
    expect(recordEdits(emptyEditHistory, [])).toBe(emptyEditHistory);
  });

  it('clears the redo stack', () => {
    const undone = undoStep(recordEdits(emptyEditHistory, [edit('a', 'cost', 1, 2)]))!.state;
    expect(undone.redo).toHaveLength(1);
    expect(recordEdits(undone, [edit('a', 'name', 'x', 'y')]).redo).toEqual([]);
  });

  it(`keeps at most ${EDIT_HISTORY_LIMIT} steps, dropping the oldest`, () => {
    let state = emptyEditHistory;
    for (let step = 0; step < EDIT_HISTORY_LIMIT + 5; step++)
      state = recordEdits(state, [edit('a', 'n', step, step + 1)]);
    expect(state.undo).toHaveLength(EDIT_HISTORY_LIMIT);
    expect(state.undo[0]).toEqual([edit('a', 'n', 5, 6)]);
  });

  it('honours a custom limit', () => {
    let state = emptyEditHistory;
    for (let step = 0; step < 5; step++) state = recordEdits(state, [edit('a', 'n', step, step + 1)], 2);
    expect(state.undo.map((transaction) => transaction[0]?.newValue)).toEqual([4, 5]);
  });
});

describe('undo and redo', () => {
  const pasted = [edit('a', 'cost', 1, 2), edit('b', 'cost', 3, 4)];
  const recorded = recordEdits(recordEdits(emptyEditHistory, [edit('a', 'name', 'x', 'y')]), pasted);

  it('inverts edits, last first', () => {
    expect(invertEdits(pasted)).toEqual([edit('b', 'cost', 4, 3), edit('a', 'cost', 2, 1)]);
  });

  it('undoes the latest step and makes it redoable', () => {
    const move = undoStep(recorded)!;
    expect(move.edits).toEqual(invertEdits(pasted));
    expect(move.state.undo).toHaveLength(1);
    expect(move.state.redo).toEqual([pasted]);
  });

  it('redoes what was undone, in the original order', () => {
    const move = redoStep(undoStep(recorded)!.state)!;
    expect(move.edits).toEqual(pasted);
    expect(move.state).toEqual(recorded);
  });

  it('walks back and forth through several steps', () => {
    const first = undoStep(recorded)!;
    const second = undoStep(first.state)!;
    expect(second.edits).toEqual([edit('a', 'name', 'y', 'x')]);
    expect(undoStep(second.state)).toBeNull();
    const again = redoStep(second.state)!;
    expect(again.edits).toEqual([edit('a', 'name', 'x', 'y')]);
    expect(redoStep(redoStep(again.state)!.state)).toBeNull();
  });

  it('has nothing to undo or redo when empty', () => {
    expect(undoStep(emptyEditHistory)).toBeNull();
    expect(redoStep(emptyEditHistory)).toBeNull();
  });
});
