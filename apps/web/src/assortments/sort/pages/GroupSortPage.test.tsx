// @vitest-environment jsdom
import type { AssortmentWithProducts, GroupSortBatchRequest } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { PromptDialog } from '../../../shared/dialogs/PromptDialog';
import { assortmentAnswer, batchAnswer } from '../../grid/test-fixtures';
import { sortAssortment } from '../test-fixtures';
import GroupSortPage from './GroupSortPage';

/** The API as the page sees it: the assortment, and group sort batches answered with the next version. */
const stubApi = (loaded: AssortmentWithProducts = sortAssortment()) => {
  const batches: { url: string; body: GroupSortBatchRequest }[] = [];
  let version = loaded.version;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/groupsort/batch/')) {
        batches.push({ url, body: JSON.parse(String(init?.body)) });
        version += 1;
        return Response.json(batchAnswer(version, []));
      }
      if (url.startsWith(`/api/assortments/${loaded._id}`)) return Response.json(assortmentAnswer(loaded));
      return Response.json({});
    }),
  );
  return batches;
};

const renderPage = (loaded = sortAssortment()) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/product/assortments/assortment/${loaded._id}/sort`]}>
        <Routes>
          <Route path="/product/assortments/assortment/:assortmentId/sort" element={<GroupSortPage />} />
        </Routes>
      </MemoryRouter>
      <PromptDialog />
    </QueryClientProvider>,
  );

const group = (title: string) => screen.getByRole('region', { name: title });
const styleCard = (name: RegExp) => screen.getByRole('listitem', { name });
/** The groups in order, each with its styles' codes. */
const board = () =>
  screen.getAllByTestId('sort-group').map((section) => ({
    title: within(section).getByRole('heading', { level: 2 }).textContent,
    styles: within(section)
      .queryAllByTestId('sort-style')
      .map((card) => card.getAttribute('aria-label')?.split(' ')[1]),
  }));
/** The entries of the open menu. */
const menuItems = async () =>
  within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
/** Groups start closed (but Uncategorized): open them all. */
const openAll = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Expand all' }));
  await waitFor(() => expect(within(group('Hero')).queryAllByTestId('sort-style')).not.toHaveLength(0));
};
const altKey = (element: HTMLElement, key: string) => fireEvent.keyDown(element, { key, altKey: true });
/** Lets the 500 ms debounce pass (and a little more, to see that nothing else follows). */
const quiet = () => act(() => new Promise((resolve) => setTimeout(resolve, 700)));

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GroupSortPage', { timeout: 20_000 }, () => {
  it('shows the groups in order with Uncategorized last, locked and always open', async () => {
    stubApi();
    renderPage();
    await screen.findByRole('heading', { name: 'Spring 2027 Line Plan', level: 1 });
    expect(within(group('Hero')).getByRole('button', { name: 'Expand Hero' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await openAll();
    expect(board()).toEqual([
      { title: 'Hero', styles: ['100', '200'] },
      { title: 'Uncategorized', styles: ['300', '400'] },
    ]);
    const uncategorized = group('Uncategorized');
    expect(within(group('Hero')).getByText('Styles: 2')).toBeTruthy();
    expect(within(uncategorized).queryByRole('button', { name: /Collapse|Expand/ })).toBeNull();
    expect(within(uncategorized).queryByRole('tab', { name: 'Content' })).toBeNull();
    expect(within(group('Hero')).getByRole('tab', { name: 'Content' })).toBeTruthy();
    expect(
      within(styleCard(/^Style 400/))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['002', '001']);

    // No rename, delete or drag for Uncategorized; Alt+Arrow does not move it.
    fireEvent.click(within(uncategorized).getByRole('button', { name: 'Actions of group Uncategorized' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /Rename|Delete/ })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'By style number' })).toBeTruthy();
    fireEvent.keyDown(menu, { key: 'Escape' });
    const heading = within(uncategorized).getByRole('heading', { level: 2 });
    expect(heading.getAttribute('tabindex')).toBeNull();
    expect(uncategorized.querySelector('[draggable="true"]')?.getAttribute('data-testid')).toBe('sort-style');
    expect(within(group('Hero')).getByRole('heading', { level: 2 }).parentElement?.getAttribute('draggable')).toBe(
      'true',
    );
    altKey(heading, 'ArrowUp');
    expect(board().map((entry) => entry.title)).toEqual(['Hero', 'Uncategorized']);

    // Collapse all leaves it open; Hero closes.
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(within(group('Hero')).getByRole('button', { name: 'Expand Hero' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await waitFor(() => expect(within(group('Hero')).queryAllByTestId('sort-style')).toHaveLength(0));
    expect(within(group('Uncategorized')).getAllByTestId('sort-style')).toHaveLength(2);
  });

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

  it('autosorts every group by gender as ONE PATCH, then one group by style number', async () => {
    const genderOf: Record<string, string> = { '100': 'Womens', '200': 'Mens', '300': 'Womens', '400': 'Boys' };
    const loaded = sortAssortment();
    const withGenders = {
      ...loaded,
      products: loaded.products.map((row) => ({ ...row, gender: genderOf[row.style] ?? '' })),
    };
    const batches = stubApi(withGenders);
    renderPage(withGenders);
    await openAll();
    const pick = async (name: string) => {
      fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name }));
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    };

    fireEvent.click(screen.getByRole('button', { name: 'Autosort all groups' }));
    // A regular footwear assortment offers the spec's full list (Style is the style number), then by name.
    expect(await menuItems()).toEqual([
      'By gender',
      'By division group',
      'By division',
      'By pillar',
      'By outsole',
      'By upper',
      'By style number',
      'By name',
    ]);
    await pick('By gender');
    expect(board()).toEqual([
      { title: 'Hero', styles: ['200', '100'] },
      { title: 'Uncategorized', styles: ['400', '300'] },
    ]);
    await quiet();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.body.rows.map((row) => row.id)).toEqual([
      '200_001',
      '100_001',
      '100_002',
      '400_002',
      '400_001',
      '300_001',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Actions of group Hero' }));
    await pick('By style number');
    expect(board()).toEqual([
      { title: 'Hero', styles: ['100', '200'] },
      { title: 'Uncategorized', styles: ['400', '300'] },
    ]);
    await quiet();
    expect(batches).toHaveLength(2);
    expect(batches[1]?.body.rows.map((row) => row.id).slice(0, 3)).toEqual(['100_001', '100_002', '200_001']);
  });

  it('offers a POP assortment only gender, pillar and style', async () => {
    stubApi(sortAssortment({ productType: 'POP' }));
    renderPage(sortAssortment({ productType: 'POP' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Actions of group Hero' }));
    expect(await menuItems()).toEqual([
      'By gender',
      'By pillar',
      'By style number',
      'By name',
      'Rename group…',
      'Delete group',
    ]);
  });

  it('explains instead of sorting a dynamic assortment, and sends nothing', async () => {
    const batches = stubApi(sortAssortment({ method: 'dynamic' }));
    renderPage(sortAssortment({ method: 'dynamic' }));
    expect(await screen.findByText(/This is a dynamic assortment/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add group' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the grid' }).getAttribute('href')).toBe(
      `/product/assortments/assortment/${sortAssortment()._id}/manage`,
    );
    expect(batches).toHaveLength(0);
  });
});
