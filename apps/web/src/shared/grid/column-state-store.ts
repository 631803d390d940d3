import type { GridState } from 'ag-grid-community';

/** The parts of AG Grid's state that make up a user's column layout. */
const columnLayoutKeys = ['columnOrder', 'columnSizing', 'columnPinning', 'columnVisibility', 'sort'] as const;
type ColumnLayoutKey = (typeof columnLayoutKeys)[number];
export type ColumnLayout = Pick<GridState, ColumnLayoutKey>;

const storageKey = (gridId: string) => `stride.grid.${gridId}.columns`;

const isLayoutKey = (key: string): key is ColumnLayoutKey => (columnLayoutKeys as readonly string[]).includes(key);

/** Keeps only the column layout parts of a state; `withSort: false` when the page owns the sort. */
export const pickColumnLayout = (state: GridState, withSort = true): ColumnLayout => {
  const layout: ColumnLayout = {};
  for (const key of columnLayoutKeys) {
    if (key === 'sort' && !withSort) continue;
    if (state[key] !== undefined) Object.assign(layout, { [key]: state[key] });
  }
  return layout;
};

/** The saved layout of a grid, or undefined when there is none or it cannot be read. */
export const loadColumnLayout = (gridId: string): ColumnLayout | undefined => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(gridId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
    return pickColumnLayout(stored as GridState);
  } catch {
    // A damaged entry (hand-edited, older format) must not break the screen: fall back to the defaults.
    return undefined;
  }
};

export const saveColumnLayout = (gridId: string, layout: ColumnLayout) => {
  try {
    window.localStorage.setItem(storageKey(gridId), JSON.stringify(layout));
  } catch {
    // Storage full or blocked (private mode): the layout simply does not survive a reload.
  }
};

export const clearColumnLayout = (gridId: string) => window.localStorage.removeItem(storageKey(gridId));

/** True when a state update touched the column layout (not the initial state or other parts). */
export const touchesColumnLayout = (sources: readonly string[]) => sources.some(isLayoutKey);
