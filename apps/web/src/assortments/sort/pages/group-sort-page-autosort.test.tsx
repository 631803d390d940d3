// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sortAssortment } from '../test-fixtures';
import {
  board,
  menuItems,
  openAll,
  quiet,
  renderPage,
  setUpGroupSortPageTests,
  stubApi,
} from './group-sort-page-testing';

setUpGroupSortPageTests();

describe('GroupSortPage: autosort', { timeout: 20_000 }, () => {
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
});
