/** One changed cell. `field` is the column id (the field name unless the column sets its own colId). */
export type CellEdit = {
  rowId: string;
  field: string;
  oldValue: unknown;
  newValue: unknown;
};

/** One undo step: a single typed cell, or every cell of a paste or fill. */
export type EditTransaction = readonly CellEdit[];

export type EditHistoryState = {
  /** Oldest first; the last entry is undone next. */
  readonly undo: readonly EditTransaction[];
  /** Most recently undone last; the last entry is redone next. */
  readonly redo: readonly EditTransaction[];
};

/** Steps kept; older ones fall off so a long editing session does not grow without bound. */
export const EDIT_HISTORY_LIMIT = 100;

export const emptyEditHistory: EditHistoryState = { undo: [], redo: [] };

const cellKey = (edit: Pick<CellEdit, 'rowId' | 'field'>) => `${edit.rowId}\u0000${edit.field}`;

/**
 * Folds repeated edits of one cell into one (first old value, last new value) and drops edits that
 * end where they started, so undoing a step restores each cell exactly once.
 */
export const mergeCellEdits = (edits: readonly CellEdit[]): CellEdit[] => {
  const byCell = new Map<string, CellEdit>();
  for (const edit of edits) {
    const key = cellKey(edit);
    const earlier = byCell.get(key);
    byCell.set(key, earlier ? { ...earlier, newValue: edit.newValue } : { ...edit });
  }
  return [...byCell.values()].filter((edit) => !Object.is(edit.oldValue, edit.newValue));
};

/** Records the edits as one step; a new step clears what could be redone. */
export const recordEdits = (
  state: EditHistoryState,
  edits: readonly CellEdit[],
  limit = EDIT_HISTORY_LIMIT,
): EditHistoryState => {
  const transaction = mergeCellEdits(edits);
  if (transaction.length === 0) return state;
  return { undo: [...state.undo, transaction].slice(-limit), redo: [] };
};

/** The edits that take a step back: old and new swapped, last change first. */
export const invertEdits = (edits: EditTransaction): CellEdit[] =>
  [...edits].reverse().map((edit) => ({ ...edit, oldValue: edit.newValue, newValue: edit.oldValue }));

/** A move through the history: the state after it and the cell values to write. */
export type HistoryMove = { state: EditHistoryState; edits: CellEdit[] };

export const undoStep = (state: EditHistoryState): HistoryMove | null => {
  const transaction = state.undo.at(-1);
  if (!transaction) return null;
  return {
    state: { undo: state.undo.slice(0, -1), redo: [...state.redo, transaction] },
    edits: invertEdits(transaction),
  };
};

export const redoStep = (state: EditHistoryState): HistoryMove | null => {
  const transaction = state.redo.at(-1);
  if (!transaction) return null;
  return {
    state: { undo: [...state.undo, transaction], redo: state.redo.slice(0, -1) },
    edits: [...transaction],
  };
};
