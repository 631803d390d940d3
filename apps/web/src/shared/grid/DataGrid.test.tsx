// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ColDef, GridApi } from 'ag-grid-community';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../../i18n/locales/en-US.json';
import { DataGrid } from './DataGrid';
import { fieldGroupPath } from './group-rows';
import { createServerDatasource } from './server-datasource';
import { useEditHistory } from './use-edit-history';
import { useGroupedRows } from './use-grouped-rows';

type Shoe = { id: string; style: string; gender: string; cost: number };

const shoes: Shoe[] = [
  { id: 's1', style: 'Trail 1', gender: 'Women', cost: 50 },
  { id: 's2', style: 'Road 2', gender: 'Men', cost: 60 },
  { id: 's3', style: 'Walk 3', gender: 'Women', cost: 70 },
];
const columns: ColDef<Shoe>[] = [
  { field: 'style', headerName: 'Style' },
  { field: 'cost', headerName: 'Cost', editable: true },
];
const shoeId = (shoe: Shoe) => shoe.id;
const byGender = fieldGroupPath<Shoe>(['gender']);
// jsdom has no layout: render every row and column instead of the visible ones only.
const noVirtualisation = { suppressRowVirtualisation: true, suppressColumnVirtualisation: true } as const;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } } });
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** The texts of a column's cells, top row first (the DOM order of rows need not be the display order). */
const cellTexts = (colId: string) =>
  [...document.querySelectorAll('.ag-row[row-index]')]
    .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
    .flatMap((row) => [...row.querySelectorAll(`.ag-cell[col-id="${colId}"]`)].map((cell) => cell.textContent));

describe('DataGrid', () => {
  it('shows client-side rows with our header', async () => {
    render(
      <DataGrid gridId="t1" label="Shoes" rows={shoes} columnDefs={columns} getRowId={shoeId} {...noVirtualisation} />,
    );
    await waitFor(() => expect(cellTexts('style')).toEqual(['Trail 1', 'Road 2', 'Walk 3']));
    expect(screen.getByRole('button', { name: 'Column menu for Style' })).toBeTruthy();
  });

  it('tells a screen reader its name and its row count (the header row included)', async () => {
    render(
      <DataGrid gridId="t10" label="Shoes" rows={shoes} columnDefs={columns} getRowId={shoeId} {...noVirtualisation} />,
    );
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Shoes' }).getAttribute('aria-rowcount')).toBe('4'));
    expect(screen.getByRole('columnheader', { name: 'Style' }).getAttribute('aria-sort')).toBe('none');
  });

  it('shows the no-rows text', async () => {
    render(
      <DataGrid
        gridId="t2"
        label="Shoes"
        rows={[]}
        columnDefs={columns}
        getRowId={shoeId}
        noRowsText="No assets available."
      />,
    );
    expect(await screen.findByText('No assets available.')).toBeTruthy();
  });

  it('loads pages from the server and reports the total', async () => {
    const onTotalCount = vi.fn();
    const fetchPage = vi.fn(async () => ({ rows: shoes, totalCount: 3 }));
    const datasource = createServerDatasource({ fetchPage, onTotalCount });
    render(
      <DataGrid
        gridId="t3"
        label="Shoes"
        datasource={datasource}
        columnDefs={columns}
        getRowId={shoeId}
        {...noVirtualisation}
      />,
    );
    await waitFor(() => expect(cellTexts('style')).toEqual(['Trail 1', 'Road 2', 'Walk 3']));
    expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ startRow: 0, endRow: 100, sort: null }));
    expect(onTotalCount).toHaveBeenCalledWith(3);
    expect(screen.getByRole('grid', { name: 'Shoes' }).getAttribute('aria-rowcount')).toBe('4');
  });

  it('shows a bar while busy, only once the wait has lasted a moment', async () => {
    const { rerender } = render(
      <DataGrid
        gridId="t9"
        label="Shoes"
        rows={shoes}
        columnDefs={columns}
        getRowId={shoeId}
        busy
        {...noVirtualisation}
      />,
    );
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    rerender(
      <DataGrid gridId="t9" label="Shoes" rows={shoes} columnDefs={columns} getRowId={shoeId} {...noVirtualisation} />,
    );
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();
  });

  it('shows group headers that open and close', async () => {
    const Grouped = () => {
      const grouped = useGroupedRows(shoes, { getRowId: shoeId, groupPath: byGender });
      return (
        <DataGrid
          gridId="t4"
          label="Shoes"
          rows={grouped.rows}
          groups={grouped.groups}
          columnDefs={columns}
          getRowId={shoeId}
          {...noVirtualisation}
        />
      );
    };
    render(<Grouped />);
    await waitFor(() => expect(screen.getAllByTestId('grid-group-row')).toHaveLength(2));
    expect(cellTexts('style')).toEqual(['Trail 1', 'Walk 3', 'Road 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Women' }));
    await waitFor(() => expect(cellTexts('style')).toEqual(['Road 2']));
    expect(within(screen.getAllByTestId('grid-group-row')[0]!).getByText('2')).toBeTruthy();

    fireEvent.contextMenu(screen.getAllByTestId('grid-group-row')[1]!, { clientX: 10, clientY: 10 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Collapse all' }));
    await waitFor(() => expect(cellTexts('style')).toEqual([]));
    fireEvent.contextMenu(screen.getAllByTestId('grid-group-row')[0]!, { clientX: 10, clientY: 10 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Expand all' }));
    await waitFor(() => expect(cellTexts('style')).toHaveLength(3));
  });

  it('keeps the order of rows the owner sorted when a column is sorted', async () => {
    const Grouped = () => {
      const grouped = useGroupedRows(shoes, { getRowId: shoeId, groupPath: byGender });
      return (
        <DataGrid
          gridId="t9"
          label="Shoes"
          rows={grouped.rows}
          groups={grouped.groups}
          ownerSorts
          columnDefs={columns}
          getRowId={shoeId}
          {...noVirtualisation}
        />
      );
    };
    render(<Grouped />);
    await waitFor(() => expect(cellTexts('style')).toEqual(['Trail 1', 'Walk 3', 'Road 2']));
    fireEvent.click(screen.getByRole('button', { name: 'Column menu for Style' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sort descending' }));
    await waitFor(() => expect(document.querySelector('.ag-header-cell[col-id="style"] svg')).not.toBeNull());
    expect(cellTexts('style')).toEqual(['Trail 1', 'Walk 3', 'Road 2']);
    expect(screen.getAllByTestId('grid-group-row')).toHaveLength(2);
  });

  it('undoes and redoes an edit by row id with the keyboard, and tells the owner', async () => {
    const onApply = vi.fn();
    let api: GridApi<Shoe> | undefined;
    let history: ReturnType<typeof useEditHistory> | undefined;
    const rows = shoes.map((shoe) => ({ ...shoe }));
    const Editable = () => {
      history = useEditHistory({ onApply });
      return (
        <DataGrid
          gridId="t5"
          label="Shoes"
          rows={rows}
          columnDefs={columns}
          getRowId={shoeId}
          editHistory={history}
          onGridReady={(event) => {
            api = event.api;
          }}
          {...noVirtualisation}
        />
      );
    };
    render(<Editable />);
    await waitFor(() => expect(api).toBeDefined());
    act(() => {
      history!.applyBulk([
        { rowId: 's1', field: 'cost', value: 55 },
        { rowId: 's3', field: 'cost', value: 77 },
      ]);
    });
    expect(rows.map((row) => row.cost)).toEqual([55, 60, 77]);
    expect(onApply).toHaveBeenLastCalledWith(expect.any(Array), 'bulk');

    const grid = screen.getByTestId('grid-t5');
    fireEvent.keyDown(document.querySelector('.ag-cell[col-id="cost"]')!, { key: 'z', ctrlKey: true });
    expect(rows.map((row) => row.cost)).toEqual([50, 60, 70]);
    expect(onApply).toHaveBeenLastCalledWith(
      [
        { rowId: 's3', field: 'cost', oldValue: 77, newValue: 70 },
        { rowId: 's1', field: 'cost', oldValue: 55, newValue: 50 },
      ],
      'undo',
    );
    fireEvent.keyDown(grid, { key: 'y', ctrlKey: true });
    expect(rows.map((row) => row.cost)).toEqual([55, 60, 77]);
    expect(onApply).toHaveBeenLastCalledWith(expect.any(Array), 'redo');
  });

  it('keeps the column layout per grid id', async () => {
    /** Renders the grid and resolves with its API once it is ready. */
    const renderGrid = () =>
      new Promise<{ api: GridApi<Shoe>; unmount: () => void }>((resolve) => {
        const { unmount } = render(
          <DataGrid
            gridId="t6"
            label="Shoes"
            rows={shoes}
            columnDefs={columns}
            getRowId={shoeId}
            onGridReady={(event) => resolve({ api: event.api, unmount })}
          />,
        );
      });
    const first = await renderGrid();
    // The grid treats changes made while it starts (its timers after the first rows) as its
    // initial state, which is not saved; a user acts later than that.
    await waitFor(() => expect(document.querySelectorAll('.ag-row')).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    act(() => first.api.setColumnsVisible(['cost'], false));
    await waitFor(() => expect(window.localStorage.getItem('stride.grid.t6.columns')).toContain('cost'));
    first.unmount();
    const second = await renderGrid();
    await waitFor(() => expect(second.api.getColumn('cost')?.isVisible()).toBe(false));
  });

  it('offers copy and the owner’s items on right-click of a cell', async () => {
    const onSelect = vi.fn();
    render(
      <DataGrid
        gridId="t7"
        label="Shoes"
        rows={shoes}
        columnDefs={columns}
        getRowId={shoeId}
        contextMenuItems={(target) =>
          target.kind === 'cell' ? [{ id: 'delete', label: `Delete ${target.row.style}`, onSelect }] : []
        }
        {...noVirtualisation}
      />,
    );
    await waitFor(() => expect(cellTexts('style')).toHaveLength(3));
    const cell = document.querySelector('.ag-row[row-id="s2"] .ag-cell[col-id="style"]')!;
    fireEvent.contextMenu(cell, { clientX: 40, clientY: 50 });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Delete Road 2', 'Copy cell', 'Copy row']);
    fireEvent.click(items[0]!);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('sorts from the column menu, one column at a time, and tells a page that owns the sort', async () => {
    const onSortChange = vi.fn();
    const fetchPage = vi.fn(async () => ({ rows: shoes, totalCount: 3 }));
    const datasource = createServerDatasource({ fetchPage });
    render(
      <DataGrid
        gridId="t8"
        label="Shoes"
        datasource={datasource}
        columnDefs={columns}
        getRowId={shoeId}
        sort={{ colId: 'style', direction: 'asc' }}
        onSortChange={onSortChange}
        {...noVirtualisation}
      />,
    );
    await waitFor(() =>
      expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ sort: { colId: 'style', direction: 'asc' } })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Column menu for Cost' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sort descending' }));
    await waitFor(() => expect(onSortChange).toHaveBeenCalledWith({ colId: 'cost', direction: 'desc' }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: { colId: 'cost', direction: 'desc' } }),
      ),
    );
  });
});
