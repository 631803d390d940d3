// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sortAssortment } from '../test-fixtures';
import {
  altKey,
  board,
  group,
  openAll,
  renderPage,
  setUpGroupSortPageTests,
  stubApi,
  styleCard,
} from './group-sort-page-testing';

setUpGroupSortPageTests();

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
