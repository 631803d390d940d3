// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearColumnLayout,
  loadColumnLayout,
  pickColumnLayout,
  saveColumnLayout,
  touchesColumnLayout,
} from './column-state-store';

const layout = {
  columnOrder: { orderedColIds: ['name', 'style'] },
  columnSizing: { columnSizingModel: [{ colId: 'name', width: 240 }] },
  columnPinning: { leftColIds: ['style'], rightColIds: [] },
  columnVisibility: { hiddenColIds: ['cost'] },
  sort: { sortModel: [{ colId: 'name', sort: 'desc' as const }] },
};

afterEach(() => window.localStorage.clear());

describe('column layout store', () => {
  it('keeps a layout per grid id across loads', () => {
    saveColumnLayout('products', layout);
    expect(loadColumnLayout('products')).toEqual(layout);
    expect(loadColumnLayout('orders')).toBeUndefined();
  });

  it('forgets a layout on reset', () => {
    saveColumnLayout('products', layout);
    clearColumnLayout('products');
    expect(loadColumnLayout('products')).toBeUndefined();
  });

  it('ignores a damaged entry', () => {
    window.localStorage.setItem('stride.grid.products.columns', '{not json');
    expect(loadColumnLayout('products')).toBeUndefined();
    window.localStorage.setItem('stride.grid.products.columns', '[1,2]');
    expect(loadColumnLayout('products')).toBeUndefined();
  });

  it('keeps only column parts of the grid state, and the sort only when asked', () => {
    const state = { ...layout, focusedCell: { colId: 'name', rowIndex: 3, rowPinned: null }, version: '36.2.0' };
    expect(pickColumnLayout(state)).toEqual(layout);
    expect(pickColumnLayout(state, false)).not.toHaveProperty('sort');
  });

  it('tells layout changes from other state updates', () => {
    expect(touchesColumnLayout(['columnSizing'])).toBe(true);
    expect(touchesColumnLayout(['gridInitializing'])).toBe(false);
    expect(touchesColumnLayout(['focusedCell', 'scroll'])).toBe(false);
  });
});
