// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIBRARY_SORT,
  librarySearchFromParams,
  librarySearchToParams,
  withoutLibraryFilters,
} from './library-search-state';

const parse = (query: string) => librarySearchFromParams(new URLSearchParams(query));

describe('library search in the URL', () => {
  it('reads repeated filters, the keyword, Modified Since and the sort', () => {
    expect(
      parse(
        'gender=Mens&gender=Womens&category=Trail&keyword=%20runner%20&modifiedDate__gtd=2026-01-02T00:00:00-08:00&sort=-modifiedDate',
      ),
    ).toEqual({
      keyword: 'runner',
      options: { gender: ['Mens', 'Womens'], category: ['Trail'] },
      modifiedSince: '2026-01-02T00:00:00-08:00',
      sort: { field: 'modifiedDate', direction: 'desc' },
    });
  });

  it('drops what it does not know: other parameters, empty and repeated values, bad dates and sorts', () => {
    expect(parse('color=red&gender=&gender=Mens&gender=Mens&modifiedDate__gtd=yesterday&sort=name;drop')).toEqual({
      keyword: '',
      options: { gender: ['Mens'] },
      modifiedSince: '',
      sort: DEFAULT_LIBRARY_SORT,
    });
  });

  it('sorts by name ascending by default and leaves that default out of links', () => {
    const state = parse('');
    expect(state.sort).toEqual({ field: 'name', direction: 'asc' });
    expect(librarySearchToParams(state).toString()).toBe('');
  });

  it('writes what it reads', () => {
    const query = 'keyword=logo&assetType=Print+Ad&year=2025&year=2026&modifiedDate__gtd=2026-01-02&sort=-name';
    const state = parse(query);
    expect(librarySearchFromParams(librarySearchToParams(state))).toEqual(state);
  });

  it('clears the filters but keeps the sort when coming back to a library route', () => {
    const state = parse('gender=Mens&keyword=x&sort=-name');
    expect(withoutLibraryFilters(state)).toEqual({ ...parse('sort=-name') });
    expect(withoutLibraryFilters(parse('sort=-name'))).toBeNull();
  });
});
