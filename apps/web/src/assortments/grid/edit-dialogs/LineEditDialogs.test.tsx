// @vitest-environment jsdom
import { type AssortmentBatchOperation, applyRowChanges } from '@stride/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { gridCell as cell, focusCell, giveGridRoom, renderGridPage, validateAnswer } from '../grid-page-testing';
import { assortmentAnswer, batchAnswer, loadedAssortment, productRow } from '../test-fixtures';
import { IN_RANGE_CLASS } from '../use-cell-range';

const loaded = loadedAssortment();
type Call = { path: string; body: unknown };

/**
 * The API as the grid sees it: batches stored by the cell rules, a catalogue that has style 300 in
 * every colour, and renames answered as the server answers them (the new line, the old one deleted).
 */
const stubApi = () => {
  const calls: Call[] = [];
  const stored = new Map(loaded.products.map((product) => [product.id, product]));
  let version = loaded.version;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const path = url.split('?')[0] ?? url;
      if (path === `/api/assortments/batch/${loaded._id}`) {
        calls.push({ path, body });
        version += 1;
        const edits = (body as AssortmentBatchOperation[]).flatMap((operation) => operation.updateProducts ?? []);
        for (const { id, changes } of edits) {
          const row = stored.get(id)!;
          stored.set(id, { ...row, ...applyRowChanges(row, changes, { labels: loaded.labels, pillars: [] }).values });
        }
        return Response.json(batchAnswer(version, [...new Set(edits.map(({ id }) => stored.get(id)!))]));
      }
      if (path === `/api/assortments/${loaded._id}/renameProducts`) {
        calls.push({ path, body });
        version += 1;
        const [{ id, newStyle, newColor }] = body.renameProducts;
        const renamed = productRow(`${newStyle}_${newColor}`, { ...stored.get(id), style: newStyle, color: newColor });
        renamed.id = `${newStyle}_${newColor}`;
        stored.delete(id);
        stored.set(renamed.id, renamed);
        return Response.json(batchAnswer(version, [renamed], [id]));
      }
      if (path.startsWith(`/api/assortments/${loaded._id}`)) return Response.json(assortmentAnswer(loaded));
      if (path === '/api/products/validate') return validateAnswer(body, (style) => style === '300');
      return Response.json({});
    }),
  );
  const batches = () =>
    calls.filter((call) => call.path.includes('/batch/')).map((call) => call.body as AssortmentBatchOperation[]);
  return { calls, batches };
};

const renderPage = () => renderGridPage(loaded._id);
/** A range over the name cells of two lines, then the right-click menu's entry on it. */
const openOnRange = async (from: string, to: string, entry: string) => {
  await focusCell(from, 'name');
  fireEvent.pointerDown(cell(to, 'name')!, { button: 0, shiftKey: true });
  await waitFor(() => expect(cell(to, 'name')?.classList.contains(IN_RANGE_CLASS)).toBe(true));
  fireEvent.contextMenu(cell(to, 'name')!, { clientX: 20, clientY: 20 });
  fireEvent.click(await screen.findByRole('menuitem', { name: entry }));
};

beforeAll(async () => {
  await initI18n();
  giveGridRoom();
});
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('line dialogs of the assortment grid', { timeout: 30_000 }, () => {
  it("'Edit Cells' sets the fields on the chosen lines as one batch and one undo step", async () => {
    const api = stubApi();
    renderPage();
    await openOnRange('100_002', '200_001', 'Edit cells…');
    const dialog = screen.getByRole('dialog', { name: 'Edit Cells' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Pricing' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Discount %' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Value' }), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Color note' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New Color note' }), { target: { value: 'Hero' } });
    expect(within(dialog).getByRole('status').textContent).toBe('Lines that will change: 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(cell('200_001', 'netCost')?.textContent).toBe('$80.00'));
    expect(cell('100_002', 'colorNote')?.textContent).toBe('Hero');
    expect(cell('100_001', 'colorNote')?.textContent).toBe('');
    await waitFor(() => expect(api.batches()).toHaveLength(1));
    expect(api.batches()[0]).toEqual([
      {
        updateProducts: [
          { id: '100_002', changes: { discountPercent: '20', colorNote: 'Hero' } },
          { id: '200_001', changes: { discountPercent: '20', colorNote: 'Hero' } },
        ],
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.batches()).toHaveLength(2));
    const undone = api.batches()[1]?.[0]?.updateProducts;
    expect(undone).toHaveLength(2);
    expect(undone).toEqual(
      expect.arrayContaining([
        { id: '100_002', changes: { discountPercent: null, colorNote: null } },
        { id: '200_001', changes: { discountPercent: null, colorNote: null } },
      ]),
    );
    await waitFor(() => expect(cell('200_001', 'discountPercent')?.textContent).toBe(''));
    expect(cell('100_002', 'colorNote')?.textContent).toBe('');
  });

  it("'Match modified items' copies the source line's value to the other lines", async () => {
    const api = stubApi();
    renderPage();
    await focusCell('100_001', 'colorNote');
    fireEvent.paste(cell('100_001', 'colorNote')!, { clipboardData: { getData: () => 'Hero\n' } });
    await waitFor(() => expect(api.batches()).toHaveLength(1));

    await openOnRange('100_001', '200_001', 'Match modified items…');
    const dialog = screen.getByRole('dialog', { name: 'Source/Working File Merge' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy to the other lines' }));
    await waitFor(() => expect(api.batches()).toHaveLength(2));
    expect(api.batches()[1]).toEqual([
      {
        updateProducts: [
          { id: '100_002', changes: { colorNote: 'Hero' } },
          { id: '200_001', changes: { colorNote: 'Hero' } },
        ],
      },
    ]);
    await waitFor(() => expect(cell('200_001', 'colorNote')?.textContent).toBe('Hero'));
  });

  it('renames a line once the catalogue has the new pair, keeping its values and place', async () => {
    const api = stubApi();
    renderPage();
    await focusCell('100_002', 'colorNote');
    fireEvent.paste(cell('100_002', 'colorNote')!, { clipboardData: { getData: () => 'Hero\n' } });
    fireEvent.contextMenu(cell('100_002', 'name')!, { clientX: 20, clientY: 20 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename style-colour…' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename style-colour' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New style' }), { target: { value: '300' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New colour' }), { target: { value: 'red' } });
    await within(dialog).findByText('300 RED is in the catalogue.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));

    await waitFor(() => expect(cell('300_RED', 'colorNote')?.textContent).toBe('Hero'));
    expect(cell('100_002', 'name')).toBeNull();
    // The queued paste is saved first; the rename goes on its own, on the version that answer brought.
    expect(api.calls.map((call) => call.path)).toEqual([
      `/api/assortments/batch/${loaded._id}`,
      `/api/assortments/${loaded._id}/renameProducts`,
    ]);
    expect(api.calls[1]?.body).toEqual({
      baseVersion: 2,
      renameProducts: [{ id: '100_002', newStyle: '300', newColor: 'RED' }],
    });
    const shown = [...document.querySelectorAll('.ag-row[row-id]')].map(
      (row) => [Number(row.getAttribute('row-index')), row.getAttribute('row-id')] as const,
    );
    expect(new Map(shown.sort(([a], [b]) => a - b))).toEqual(
      new Map([
        [0, '100_001'],
        [1, '300_RED'],
        [2, '200_001'],
      ]),
    );
  });
});
