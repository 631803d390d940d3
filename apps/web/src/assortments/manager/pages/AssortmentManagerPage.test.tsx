// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../shared/browser/save-blob';
import { toasts } from '../../../shared/toasts/toast-store';
import { assortment, fakeAssortmentApi, renderWithManager, setUpManagerTests } from '../test-fixtures';
import { AssortmentManagerPage } from './AssortmentManagerPage';

vi.mock('../../../shared/browser/save-blob', () => ({ saveBlob: vi.fn() }));

setUpManagerTests();

/** A cell of the row of `assortment(n)`. */
const cellOf = (n: number, colId: string) => {
  const cell = document.querySelector<HTMLElement>(
    `.ag-row[row-id="${assortment(n)._id}"] .ag-cell[col-id="${colId}"]`,
  );
  if (!cell) throw new Error(`no cell ${colId} of row ${n}`);
  return cell;
};
const titles = () => [...document.querySelectorAll('[data-testid="assortment-title"]')].map((link) => link.textContent);
const prompt = () => screen.getByRole('dialog', { name: /Are You Sure\?|assortments\?|Delete/ });
/** The page is hidden from assistive technology until the prompt has finished closing. */
const promptClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

// The grid in jsdom is slow on a small machine: each test renders the whole page.
describe('Assortment Manager lists', { timeout: 20_000 }, () => {
  it('flips the star of an item on click and saves it', async () => {
    const api = fakeAssortmentApi([assortment(1), assortment(2)]);
    renderWithManager(<AssortmentManagerPage view="recent" />, '/product/assortments/recent');
    await waitFor(() => expect(titles()).toEqual(['Line plan 1', 'Line plan 2']));
    fireEvent.click(within(cellOf(2, 'starred')).getByRole('button', { name: 'Star Line plan 2' }));
    await waitFor(() =>
      expect(within(cellOf(2, 'starred')).getByRole('button', { pressed: true }).getAttribute('aria-label')).toBe(
        'Remove the star from Line plan 2',
      ),
    );
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/assortments/${assortment(2)._id}`,
        body: { starred: true },
      }),
    ]);
  });

  it('archives an item after the prompt; the row leaves the list', async () => {
    const api = fakeAssortmentApi([assortment(1), assortment(2)]);
    renderWithManager(<AssortmentManagerPage view="recent" />, '/product/assortments/recent');
    await waitFor(() => expect(titles()).toHaveLength(2));

    fireEvent.click(within(cellOf(1, 'archived')).getByRole('button', { name: 'Archive Line plan 1' }));
    expect(within(prompt()).getByText('Archived Assortments will be available under the archive tab.')).toBeTruthy();
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Cancel' }));
    await promptClosed();
    expect(api.writes()).toEqual([]);

    fireEvent.click(within(cellOf(1, 'archived')).getByRole('button', { name: 'Archive Line plan 1' }));
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(titles()).toEqual(['Line plan 2']));
    expect(api.writes()).toEqual([expect.objectContaining({ method: 'PATCH', body: { archived: true } })]);
  });

  it('unarchives from the archive with its own prompt, and archives a selection in one call', async () => {
    const api = fakeAssortmentApi([
      assortment(1, { archived: true, state: 'Archived' }),
      assortment(2, { archived: true }),
    ]);
    renderWithManager(<AssortmentManagerPage view="archived" />, '/product/assortments/archived');
    await waitFor(() => expect(titles()).toHaveLength(2));
    fireEvent.click(within(cellOf(1, 'archived')).getByRole('button', { name: 'Unarchive Line plan 1' }));
    expect(within(prompt()).getByText('Unarchived Assortments will appear back in the other tabs.')).toBeTruthy();
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(titles()).toEqual(['Line plan 2']));
    await promptClosed();

    fireEvent.click(cellOf(2, 'ag-Grid-SelectionColumn').querySelector('input')!);
    fireEvent.click(await screen.findByRole('button', { name: 'Unarchive (1)' }));
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(titles()).toEqual([]));
    expect(api.writes().map((call) => [call.path, call.body])).toEqual([
      [`/api/assortments/${assortment(1)._id}`, { archived: false }],
      ['/api/assortments/archive', { ids: [assortment(2)._id], archived: false }],
    ]);
  });

  it('opens an item 200 ms after a click on its title; a double-click renames instead', async () => {
    const id = assortment(1)._id;
    const api = fakeAssortmentApi([assortment(1)]);
    renderWithManager(<AssortmentManagerPage view="recent" />, '/product/assortments/recent');
    await waitFor(() => expect(titles()).toEqual(['Line plan 1']));
    const link = () => within(cellOf(1, 'title')).getByTestId('assortment-title');

    fireEvent.click(link());
    fireEvent.click(link());
    fireEvent.doubleClick(link(), { detail: 2 });
    await pause(300);
    expect(screen.getByTestId('path').textContent).toBe('/product/assortments/recent');
    const editor = cellOf(1, 'title').querySelector('input')!;
    fireEvent.input(editor, { target: { value: 'Fall line plan' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    await waitFor(() => expect(titles()).toEqual(['Fall line plan']));
    expect(api.writes()).toEqual([expect.objectContaining({ method: 'PATCH', body: { title: 'Fall line plan' } })]);

    // A single click waits for a possible second one (the exact 200 ms: use-title-click.test.tsx).
    fireEvent.click(link());
    expect(screen.getByTestId('path').textContent).toBe('/product/assortments/recent');
    await waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe(`/product/assortments/assortment/${id}/manage`),
    );
  });

  it('names the entry in its delete menu entry, cut at 50 characters, and deletes after the prompt', async () => {
    const long = 'Spring 2027 Global Line Plan for the European wholesale key accounts';
    const api = fakeAssortmentApi([assortment(1, { title: long })]);
    renderWithManager(<AssortmentManagerPage view="recent" />, '/product/assortments/recent');
    await waitFor(() => expect(titles()).toEqual([long]));
    fireEvent.contextMenu(cellOf(1, 'productType'), { clientX: 20, clientY: 20 });
    // On a busy machine the grid's menu takes longer than testing-library's default second to open.
    const entry = await screen.findByRole(
      'menuitem',
      { name: `Delete assortment “${long.slice(0, 50)}…”` },
      { timeout: 5_000 },
    );
    fireEvent.click(entry);
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).toEqual([]));
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: `/api/assortments/${assortment(1)._id}` }),
    ]);
  });

  it('says when there are no assortments, and when a list cannot load', async () => {
    const show = vi.spyOn(toasts, 'show');
    fakeAssortmentApi([], ({ method, query }) =>
      method === 'GET' && query.get('view') === 'starred' && query.get('sort')
        ? { status: 400, body: { messageCode: 'ITS_X', message: 'bad view' } }
        : undefined,
    );
    renderWithManager(<AssortmentManagerPage view="quick-access" />, '/product/assortments/quick-access');
    // Quick access shows two grids: Starred and Recent.
    await waitFor(() =>
      expect(screen.getAllByText('No assortments created. To get started create an assortment.')).toHaveLength(2),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ type: 'error', message: "Cannot load '/api/assortments' - bad view" }),
    );
  });

  it('exports a list as its workbook and counts the export', async () => {
    const api = fakeAssortmentApi([assortment(1, { starred: true })], ({ path }) =>
      path.startsWith('/api/assortments/export/') ? { body: 'xlsx' } : undefined,
    );
    renderWithManager(<AssortmentManagerPage view="starred" />, '/product/assortments/starred');
    await waitFor(() => expect(titles()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Export (Excel)' }));
    await waitFor(() =>
      expect(saveBlob).toHaveBeenCalledWith(expect.objectContaining({ size: 6 }), 'starred-assortments.xlsx'),
    );
    const exported = api.calls.find((call) => call.path === '/api/assortments/export/starred');
    expect(exported?.query.get('sort')).toBe('newest');
    await waitFor(() =>
      expect(api.writes()).toContainEqual(
        expect.objectContaining({
          path: '/api/stats',
          body: { action: 'export', modelType: 'Assortment', data: { list: 'starred' } },
        }),
      ),
    );
  });
});

describe('Assortment Manager folder tree', { timeout: 20_000 }, () => {
  const folder = assortment(10, { type: 'folder', title: 'Europe' });
  const inside = assortment(11, {
    title: 'Inside',
    parentId: folder._id,
    hierarchy: [folder._id, assortment(11)._id],
  });
  const outside = assortment(12, { title: 'Outside' });

  it('shows folders as group rows with their contents, and moves an entry with "Move to…"', async () => {
    const api = fakeAssortmentApi([folder, inside, outside]);
    renderWithManager(<AssortmentManagerPage view="all" />);
    await waitFor(() => expect(screen.getAllByTestId('grid-group-row')).toHaveLength(1));
    expect(screen.getByTestId('grid-group-row').textContent).toContain('Europe');
    expect(titles()).toEqual(['Inside', 'Outside']);

    fireEvent.contextMenu(cellOf(12, 'method'), { clientX: 20, clientY: 20 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move “Outside”' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Folder' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Europe' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ method: 'PATCH', body: { parentId: folder._id } });
  });

  it('offers the folder actions on a folder, and makes a new folder inside it', async () => {
    const api = fakeAssortmentApi([folder, inside], ({ method, path, body }) =>
      method === 'POST' && path === '/api/assortments'
        ? { body: assortment(20, { ...(body as object), type: 'folder' }) }
        : undefined,
    );
    renderWithManager(<AssortmentManagerPage view="all" />);
    await waitFor(() => expect(screen.getAllByTestId('grid-group-row')).toHaveLength(1));
    fireEvent.contextMenu(screen.getByTestId('grid-group-row'), { clientX: 20, clientY: 20 });
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'New Folder',
      'New assortment in this folder',
      'Rename',
      'Move to…',
      'Archive folder contents',
      'Delete folder “Europe”',
      'Expand all',
      'Collapse all',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'New Folder' }));
    const dialog = screen.getByRole('dialog', { name: 'New Folder' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Folder name' }), {
      target: { value: 'Key accounts' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      body: { title: 'Key accounts', type: 'folder', parentId: folder._id },
    });
  });

  it('opens and closes a folder, and opens its menu, from the keyboard', async () => {
    fakeAssortmentApi([folder, inside]);
    renderWithManager(<AssortmentManagerPage view="all" />);
    await waitFor(() => expect(titles()).toEqual(['Inside']));
    const header = () => document.querySelector<HTMLElement>('.ag-full-width-row')!;
    fireEvent.keyDown(header(), { key: 'Enter' });
    await waitFor(() => expect(titles()).toEqual([]));
    fireEvent.keyDown(header(), { key: 'F10', shiftKey: true });
    expect(await screen.findByRole('menuitem', { name: 'Delete folder “Europe”' })).toBeTruthy();
  });

  it('archives the contents of a folder with the archive prompt', async () => {
    const api = fakeAssortmentApi([folder, inside, outside]);
    renderWithManager(<AssortmentManagerPage view="all" />);
    await waitFor(() => expect(titles()).toEqual(['Inside', 'Outside']));
    fireEvent.contextMenu(screen.getByTestId('grid-group-row'), { clientX: 20, clientY: 20 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive folder contents' }));
    fireEvent.click(within(prompt()).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(titles()).toEqual(['Outside']));
    expect(api.writes()).toEqual([
      expect.objectContaining({ path: '/api/assortments/archive', body: { ids: [folder._id], archived: true } }),
    ]);
  });
});
