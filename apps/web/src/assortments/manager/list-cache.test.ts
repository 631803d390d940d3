import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../shared/api/query-keys';
import { type AssortmentList, belongsToView, changeCachedRows, type ListView } from './list-cache';
import { assortment } from './test-fixtures';

describe('belongsToView (spec part 1 §4: archived entries leave every other list)', () => {
  const item = assortment(1);
  const folder = assortment(2, { type: 'folder' });
  it.each<[string, ReturnType<typeof assortment>, ListView[]]>([
    ['an item', item, ['all', 'recent']],
    ['a starred item', { ...item, starred: true }, ['all', 'recent', 'starred']],
    ['an archived starred item', { ...item, starred: true, archived: true }, ['archived']],
    ['a folder', folder, ['all']],
  ])('%s', (_name, row, views) => {
    const all: ListView[] = ['all', 'recent', 'starred', 'archived'];
    expect(all.filter((view) => belongsToView(view, row))).toEqual(views);
  });
});

describe('changeCachedRows', () => {
  it('changes every cached list, drops rows that leave one, and puts everything back on failure', () => {
    const client = new QueryClient();
    const starredKey = queryKeys.assortments.list({ view: 'starred', sort: 'newest' });
    const allKey = queryKeys.assortments.list({ view: 'all', sort: 'name' });
    const countKey = queryKeys.assortments.list({ count: 'all' });
    const rows = [assortment(1, { starred: true }), assortment(2, { starred: true })];
    client.setQueryData<AssortmentList>(starredKey, { totalCount: 2, data: rows });
    client.setQueryData<AssortmentList>(allKey, { totalCount: 2, data: rows });
    client.setQueryData(countKey, 2);

    const restore = changeCachedRows(client, (row) => (row._id === rows[0]!._id ? { ...row, starred: false } : row));
    expect(client.getQueryData<AssortmentList>(starredKey)).toEqual({ totalCount: 1, data: [rows[1]] });
    expect(client.getQueryData<AssortmentList>(allKey)?.data.map((row) => row.starred)).toEqual([false, true]);
    expect(client.getQueryData(countKey)).toBe(2);

    restore();
    expect(client.getQueryData<AssortmentList>(starredKey)).toEqual({ totalCount: 2, data: rows });
  });
});
