// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GridApi } from 'ag-grid-community';
import { describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../shared/toasts/toast-store';
import { useAssortmentList } from '../api';
import { assortment, cellTexts, fakeAssortmentApi, renderWithManager, setUpManagerTests } from '../test-fixtures';
import { AssortmentGrid } from './AssortmentGrid';
import { useAssortmentActions } from './use-assortment-actions';

setUpManagerTests();

/** The recent list in a grid, as the manager shows it, with the grid's API handed out. */
const renderRecent = () => {
  let gridApi: GridApi | undefined;
  const Recent = () => {
    const list = useAssortmentList('recent', 'newest');
    return (
      <AssortmentGrid
        gridId="test-recent"
        rows={list.data?.data ?? []}
        actions={useAssortmentActions()}
        editable
        onGridReady={(event) => {
          gridApi = event.api;
        }}
      />
    );
  };
  renderWithManager(<Recent />, '/product/assortments/recent');
  return { api: () => gridApi! };
};

const cellOf = (n: number, colId: string) =>
  document.querySelector<HTMLElement>(`.ag-row[row-id="${assortment(n)._id}"] .ag-cell[col-id="${colId}"]`)!;
const prompt = () => screen.getByRole('dialog', { name: 'Are You Sure?' });
const promptClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('AssortmentGrid', { timeout: 20_000 }, () => {
  it('asks "Are You Sure?" before a status change; the cell keeps the old value until confirmed', async () => {
    const api = fakeAssortmentApi([assortment(1), assortment(2, { state: 'Unpublished' })]);
    const grid = renderRecent();
    await waitFor(() => expect(cellTexts('state')).toEqual(['Published', 'Unpublished']));

    // What the status select writes when a value is chosen.
    act(() => grid.api().getRowNode(assortment(1)._id)?.setDataValue('state', 'Unpublished'));
    expect(within(prompt()).getByText('Changing the status will impact visibility to end users.')).toBeTruthy();
    expect(cellTexts('state')).toEqual(['Published', 'Unpublished']);
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Cancel' }));
    await promptClosed();
    expect(cellTexts('state')).toEqual(['Published', 'Unpublished']);
    expect(api.writes()).toEqual([]);

    act(() => grid.api().getRowNode(assortment(1)._id)?.setDataValue('state', 'Unpublished'));
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(cellTexts('state')).toEqual(['Unpublished', 'Unpublished']));
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/assortments/${assortment(1)._id}`,
        body: { state: 'Unpublished' },
      }),
    ]);
  });

  it('offers only Published and Unpublished in the status select, and no status edit in the archive', async () => {
    fakeAssortmentApi([assortment(1)]);
    const grid = renderRecent();
    await waitFor(() => expect(cellTexts('state')).toEqual(['Published']));
    const state = grid.api().getColumn('state')!.getColDef();
    expect(state.cellEditorParams).toMatchObject({ values: ['Published', 'Unpublished'] });
    act(() => grid.api().getRowNode(assortment(1)._id)?.setDataValue('state', 'Archived'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('works from the keyboard: Enter opens a title at once, Space and Enter flip the toggles', async () => {
    const api = fakeAssortmentApi([assortment(1)]);
    renderRecent();
    await waitFor(() => expect(cellTexts('state')).toEqual(['Published']));
    fireEvent.keyDown(cellOf(1, 'starred'), { key: ' ' });
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ method: 'PATCH', body: { starred: true } });

    fireEvent.keyDown(cellOf(1, 'archived'), { key: 'Enter' });
    expect(within(await screen.findByRole('dialog')).getByText(/available under the archive tab/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await promptClosed();

    // The grid tells of keys a moment later (its events are asynchronous).
    fireEvent.keyDown(cellOf(1, 'title'), { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe(
        `/product/assortments/assortment/${assortment(1)._id}/manage`,
      ),
    );
  });
});

/** Twelve style-colours whose catalogue status changed. */
const twelveAlerts = Array.from({ length: 12 }, (_, index) => ({
  style: String(100 + index),
  color: 'BLK',
  message: 'Line status changed',
}));
const alertsDialog = () => screen.getByRole('dialog', { name: 'Status alerts' });

describe('AssortmentGrid status alerts', { timeout: 20_000 }, () => {
  it('shows 9+ for twelve alerts and nothing for none, and lists them without opening the assortment', async () => {
    fakeAssortmentApi([assortment(1, { alerts: twelveAlerts }), assortment(2)]);
    const grid = renderRecent();
    await waitFor(() => expect(cellTexts('alerts')).toEqual(['9+', '']));
    expect(cellOf(2, 'alerts').querySelector('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Status alerts of Line plan 1: 12' }));
    const items = within(within(alertsDialog()).getByRole('list', { name: 'Status alerts' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      twelveAlerts.map(({ style }) => `${style} BLKLine status changed`),
    );
    // Past the title's click delay: the click was the icon's alone.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.getByTestId('path').textContent).toBe('/product/assortments/recent');
    expect(grid.api().getSelectedRows()).toEqual([]);

    fireEvent.click(within(alertsDialog()).getByRole('button', { name: 'Close' }));
    await promptClosed();
    fireEvent.keyDown(cellOf(1, 'alerts'), { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Status alerts' })).toBeTruthy();
  });

  it("clears them with a patch of the assortment, says '12 Alerts Cleared' and the row shows none", async () => {
    const show = vi.spyOn(toasts, 'show');
    const api = fakeAssortmentApi([assortment(1, { alerts: twelveAlerts })]);
    renderRecent();
    fireEvent.click(await screen.findByRole('button', { name: 'Status alerts of Line plan 1: 12' }));
    fireEvent.click(within(alertsDialog()).getByRole('button', { name: 'Clear alerts' }));
    await promptClosed();

    await waitFor(() => expect(show).toHaveBeenCalledWith({ type: 'success', message: '12 Alerts Cleared' }));
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'PATCH', path: `/api/assortments/${assortment(1)._id}`, body: { alerts: [] } }),
    ]);
    await waitFor(() => expect(cellTexts('alerts')).toEqual(['']));
    expect(screen.queryByRole('button', { name: /Status alerts of/ })).toBeNull();
    // The lists are asked again after the change, as after every other action.
    expect(api.calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(1);
  });
});
