// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sortAssortment } from '../test-fixtures';
import {
  altKey,
  board,
  openAll,
  quiet,
  renderPage,
  setUpGroupSortPageTests,
  stubApi,
  styleCard,
} from './group-sort-page-testing';

setUpGroupSortPageTests();

describe('GroupSortPage: moving styles and editing groups', { timeout: 20_000 }, () => {
  it('moves styles with Alt+Arrow keys, keeps them focused, and saves several moves as ONE PATCH', async () => {
    const batches = stubApi();
    renderPage();
    await openAll();
    const alpine = styleCard(/^Style 200/);
    alpine.focus();
    altKey(alpine, 'ArrowUp');
    expect(board()[0]?.styles).toEqual(['200', '100']);
    expect(document.activeElement).toBe(styleCard(/^Style 200/));
    // From the bottom of Hero it goes to the top of Uncategorized, still focused.
    altKey(styleCard(/^Style 100/), 'ArrowDown');
    expect(board()).toEqual([
      { title: 'Hero', styles: ['200'] },
      { title: 'Uncategorized', styles: ['100', '300', '400'] },
    ]);
    expect(document.activeElement).toBe(styleCard(/^Style 100/));
    // A colour moves within its style with Alt+ArrowLeft/Right.
    const chip = within(styleCard(/^Style 400/)).getByRole('listitem', { name: 'Color 001' });
    altKey(chip, 'ArrowLeft');
    expect(
      within(styleCard(/^Style 400/))
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['001', '002']);
    expect(screen.getByTestId('save-status').textContent).toBe('Saving…');
    expect(batches).toHaveLength(0);

    await quiet();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.url).toBe(`/api/regular/groupsort/batch/${sortAssortment()._id}`);
    expect(batches[0]?.body).toEqual({
      baseVersion: 3,
      groups: ['Hero'],
      rows: [
        { id: '200_001', displayGroup: 'Hero' },
        { id: '100_001', displayGroup: null },
        { id: '100_002', displayGroup: null },
        { id: '300_001', displayGroup: null },
        { id: '400_001', displayGroup: null },
        { id: '400_002', displayGroup: null },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'));
  });

  it('adds a group, moves a group up with the keyboard and a style into it from its menu', async () => {
    const batches = stubApi();
    renderPage();
    await openAll();
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    const name = within(dialog).getByLabelText('Group name');
    fireEvent.change(name, { target: { value: 'uncategorized' } });
    expect(within(dialog).getByText('This name belongs to the Uncategorized group; choose another name.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Sale' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(board().map((entry) => entry.title)).toEqual(['Hero', 'Sale', 'Uncategorized']);

    const sale = () => screen.getByRole('heading', { name: 'Sale', level: 2 });
    sale().focus();
    altKey(sale(), 'ArrowUp');
    expect(board().map((entry) => entry.title)).toEqual(['Sale', 'Hero', 'Uncategorized']);
    expect(document.activeElement).toBe(sale());
    altKey(sale(), 'ArrowUp');
    expect(board().map((entry) => entry.title)).toEqual(['Sale', 'Hero', 'Uncategorized']);

    // As a click does: the menu's button takes the focus (and the menu gives it back on closing).
    const styleActions = screen.getByRole('button', { name: 'Actions of style 300' });
    styleActions.focus();
    fireEvent.click(styleActions);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to group…' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sale' }));
    expect(board()[0]).toEqual({ title: 'Sale', styles: ['300'] });
    await waitFor(() => expect(document.activeElement).toBe(styleCard(/^Style 300/)));

    await quiet();
    // Steps closer than 500 ms share a batch; on a busy machine they may not, so the last one holds it all.
    const saved = batches.at(-1);
    expect(saved?.body.groups).toEqual(['Sale', 'Hero']);
    expect(saved?.body.rows[0]).toEqual({ id: '300_001', displayGroup: 'Sale' });
    expect(saved?.body.rows.at(-1)).toEqual({ id: '400_001', displayGroup: null });
  });

  it('deletes a group after asking: its styles go to Uncategorized', async () => {
    const batches = stubApi();
    renderPage();
    await openAll();
    fireEvent.click(screen.getByRole('button', { name: 'Actions of group Hero' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete group' }));
    const prompt = await screen.findByRole('dialog', { name: 'Delete group?' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(board()).toEqual([{ title: 'Uncategorized', styles: ['300', '400', '100', '200'] }]));
    await quiet();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.body.groups).toEqual([]);
    expect(batches[0]?.body.rows.every((row) => row.displayGroup === null)).toBe(true);
  });

  it('drags a style onto a card of another group, and a colour within its style', async () => {
    const batches = stubApi();
    renderPage();
    await openAll();
    const dataTransfer = { setData: vi.fn(), effectAllowed: 'none', dropEffect: 'none' };
    const drag = (from: HTMLElement, to: HTMLElement) => {
      fireEvent.dragStart(from, { dataTransfer });
      fireEvent.dragOver(to, { dataTransfer });
      fireEvent.drop(to, { dataTransfer });
      fireEvent.dragEnd(from, { dataTransfer });
    };
    drag(styleCard(/^Style 300/), styleCard(/^Style 100/));
    expect(board()).toEqual([
      { title: 'Hero', styles: ['100', '300', '200'] },
      { title: 'Uncategorized', styles: ['400'] },
    ]);
    const chips = () => within(styleCard(/^Style 100/)).getAllByRole('listitem');
    drag(chips()[0]!, chips()[1]!);
    expect(chips().map((chip) => chip.textContent)).toEqual(['002', '001']);
    // A colour is not dropped on another style.
    drag(chips()[0]!, within(styleCard(/^Style 200/)).getByRole('listitem'));
    expect(chips().map((chip) => chip.textContent)).toEqual(['002', '001']);
    await quiet();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.body.rows.slice(0, 4)).toEqual([
      { id: '100_002', displayGroup: 'Hero' },
      { id: '100_001', displayGroup: 'Hero' },
      { id: '300_001', displayGroup: 'Hero' },
      { id: '200_001', displayGroup: 'Hero' },
    ]);
  });
});
