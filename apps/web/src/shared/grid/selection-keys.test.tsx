// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { ColDef, GridApi } from 'ag-grid-community';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../../i18n/locales/en-US.json';
import { DataGrid } from './DataGrid';
import { type ClearedValue, selectionKeyOf } from './selection-keys';
import { createServerDatasource } from './server-datasource';
import { type EditHistory, useEditHistory } from './use-edit-history';

type Shoe = { id: string; style: string; cost: number | null };
const shoes = (): Shoe[] => [
  { id: 's1', style: 'Trail 1', cost: 50 },
  { id: 's2', style: 'Road 2', cost: 60 },
  { id: 's3', style: 'Walk 3', cost: 70 },
];
const columns: ColDef<Shoe>[] = [
  { field: 'style', headerName: 'Style' },
  { field: 'cost', headerName: 'Cost', editable: true },
];
const rowSelection = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: false,
  enableClickSelection: false,
} as const;
const noVirtualisation = { suppressRowVirtualisation: true, suppressColumnVirtualisation: true } as const;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } } });
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** An editable grid (with an edit history) of the given rows, client-side or from a server datasource. */
const renderGrid = async (
  options: {
    rows?: Shoe[];
    server?: boolean;
    editable?: boolean;
    columns?: ColDef<Shoe>[];
    clearedValue?: ClearedValue;
  } = {},
) => {
  const rows = options.rows ?? shoes();
  const onApply = vi.fn();
  let api: GridApi<Shoe> | undefined;
  let history: EditHistory | undefined;
  const Grid = () => {
    const edits = useEditHistory({ onApply });
    history = edits;
    const data = options.server
      ? { datasource: createServerDatasource({ fetchPage: async () => ({ rows, totalCount: rows.length }) }) }
      : { rows };
    return (
      <DataGrid<Shoe>
        gridId="keys"
        label="Shoes"
        {...data}
        columnDefs={options.columns ?? columns}
        clearedValue={options.clearedValue}
        getRowId={(shoe) => shoe.id}
        rowSelection={rowSelection}
        editHistory={options.editable === false ? undefined : edits}
        onGridReady={(event) => {
          api = event.api;
        }}
        {...noVirtualisation}
      />
    );
  };
  render(<Grid />);
  await waitFor(() => expect(document.querySelectorAll('.ag-row[row-index] .ag-cell[col-id="cost"]')).toHaveLength(3), {
    timeout: 5_000,
  });
  const press = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}) => {
    const cell = document.querySelector('.ag-cell-focus') ?? document.querySelector('.ag-cell[col-id="cost"]')!;
    return fireEvent.keyDown(cell, { key, ...modifiers });
  };
  const selectedIds = () => api!.getSelectedNodes().map((node) => node.id);
  return { rows, onApply, api: api!, history: () => history!, press, selectedIds };
};

describe('selection keys of editable grids (spec part 1 §2 Keyboard)', { timeout: 20_000 }, () => {
  it('reads Ctrl/Cmd+A, Ctrl/Cmd+D and Backspace/Delete, and nothing with Alt', () => {
    const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
      selectionKeyOf({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });
    expect(key('a', { ctrlKey: true })).toBe('selectAll');
    expect(key('A', { metaKey: true })).toBe('selectAll');
    expect(key('d', { ctrlKey: true })).toBe('deselectAll');
    expect(key('d', { metaKey: true })).toBe('deselectAll');
    expect(key('Delete')).toBe('clear');
    expect(key('Backspace')).toBe('clear');
    expect(key('a')).toBeNull();
    expect(key('a', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('Delete', { ctrlKey: true })).toBeNull();
  });

  it('selects every row with Ctrl+A and deselects them with Ctrl+D', async () => {
    const grid = await renderGrid();
    act(() => void grid.press('a', { ctrlKey: true }));
    expect(grid.selectedIds().sort()).toEqual(['s1', 's2', 's3']);
    const event = new KeyboardEvent('keydown', { key: 'd', ctrlKey: true, bubbles: true, cancelable: true });
    act(() => void document.querySelector('.ag-cell[col-id="cost"]')!.dispatchEvent(event));
    expect(grid.selectedIds()).toEqual([]);
    // The browser's bookmark shortcut does not run.
    expect(event.defaultPrevented).toBe(true);
  });

  it('selects the loaded rows of a server grid with Cmd+A', async () => {
    const grid = await renderGrid({ server: true });
    act(() => void grid.press('a', { metaKey: true }));
    expect(grid.selectedIds().sort()).toEqual(['s1', 's2', 's3']);
    act(() => void grid.press('d', { metaKey: true }));
    expect(grid.selectedIds()).toEqual([]);
  });

  it('clears the editable cells of the selected rows as one undo step', async () => {
    const grid = await renderGrid();
    act(() => {
      grid.api.getRowNode('s1')!.setSelected(true);
      grid.api.getRowNode('s3')!.setSelected(true);
      grid.api.setFocusedCell(0, 'cost');
    });
    act(() => void grid.press('Delete'));
    expect(grid.rows.map((row) => [row.style, row.cost])).toEqual([
      ['Trail 1', null],
      ['Road 2', 60],
      ['Walk 3', null],
    ]);
    expect(grid.onApply).toHaveBeenLastCalledWith(
      [
        { rowId: 's1', field: 'cost', oldValue: 50, newValue: null },
        { rowId: 's3', field: 'cost', oldValue: 70, newValue: null },
      ],
      'bulk',
    );
    act(() => grid.history().undo());
    expect(grid.rows.map((row) => row.cost)).toEqual([50, 60, 70]);
  });

  it('writes the owner’s cleared value, and leaves the cells it says to leave', async () => {
    const grid = await renderGrid({
      columns: columns.map((column) => ({ ...column, editable: true })),
      clearedValue: (colId) => (colId === 'style' ? null : { value: 0 }),
    });
    act(() => {
      grid.api.selectAll();
      grid.api.setFocusedCell(2, 'style');
    });
    act(() => void grid.press('Backspace'));
    expect(grid.rows.map((row) => [row.style, row.cost])).toEqual([
      ['Trail 1', 0],
      ['Road 2', 0],
      ['Walk 3', 0],
    ]);
  });

  it('leaves Delete on a cell outside the selection to the grid (that cell alone)', async () => {
    const grid = await renderGrid();
    act(() => {
      grid.api.getRowNode('s1')!.setSelected(true);
      grid.api.setFocusedCell(1, 'cost');
    });
    grid.onApply.mockClear();
    act(() => void grid.press('Backspace'));
    expect(grid.onApply).not.toHaveBeenCalled();
    expect(grid.rows[0]!.cost).toBe(50);
  });

  it('leaves the keys alone in a read-only grid', async () => {
    // A server grid: AG Grid's own Ctrl+A selects client rows only, so nothing here selects.
    const grid = await renderGrid({ editable: false, server: true });
    act(() => void grid.press('a', { ctrlKey: true }));
    expect(grid.selectedIds()).toEqual([]);
  });
});
