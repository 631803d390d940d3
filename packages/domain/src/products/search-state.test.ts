import { describe, expect, it } from 'vitest';
import {
  defaultProductSearchState,
  type ProductSearchState,
  productsLibrarySearchState,
  searchRequestFromState,
  searchStateFromParams,
  searchStateToParams,
} from './search-state.js';

describe('product search state in the URL', () => {
  it('leaves defaults out so a plain search has a plain link', () => {
    expect(searchStateToParams(defaultProductSearchState).toString()).toBe('');
  });

  it('round-trips a search through the URL', () => {
    const state: ProductSearchState = {
      productType: 'Apparel',
      location: 'EU',
      lineStatus: 'R',
      sort: { field: 'cost', direction: -1 },
      chips: [
        { key: 'division', value: 'Mens Apparel' },
        { key: 'division', value: 'Accessories' },
        { key: 'name', value: 'fleece & co' },
      ],
    };
    const params = searchStateToParams(state);
    expect(params.get('sort')).toBe('-cost');
    expect(searchStateFromParams(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('drops unknown, invalid and repeated parameters instead of failing', () => {
    const state = searchStateFromParams(
      new URLSearchParams('productType=Shoes&sort=-price&gender=Mens&gender=Nobody&name=a&name=b&utm=x&status=Z'),
    );
    expect(state).toEqual({
      ...defaultProductSearchState,
      chips: [
        { key: 'gender', value: 'Mens' },
        { key: 'name', value: 'a' },
      ],
      sort: { field: 'style', direction: -1 },
    });
  });

  it('opens the products library newest first, and an embedded search in the catalogue order (spec part 1 §9)', () => {
    expect(productsLibrarySearchState.sort).toEqual({ field: 'newest', direction: 1 });
    expect(defaultProductSearchState.sort).toEqual({ field: 'style', direction: 1 });
    const library = (query: string) => searchStateFromParams(new URLSearchParams(query), productsLibrarySearchState);
    expect(library('').sort).toEqual({ field: 'newest', direction: 1 });
    expect(library('sort=style').sort).toEqual({ field: 'style', direction: 1 });
    expect(library('sort=-newest').sort).toEqual({ field: 'newest', direction: -1 });
    expect(library('sort=-price').sort).toEqual({ field: 'newest', direction: -1 });
    // A search saved before newest existed (style left out of its parameters) still reads as style.
    expect(searchStateFromParams(new URLSearchParams('gender=Mens')).sort).toEqual({ field: 'style', direction: 1 });
  });

  it('leaves each screen’s own default sort out of its links', () => {
    const toLibrary = (state: ProductSearchState) => searchStateToParams(state, productsLibrarySearchState).toString();
    expect(toLibrary(productsLibrarySearchState)).toBe('');
    expect(toLibrary({ ...productsLibrarySearchState, sort: { field: 'style', direction: 1 } })).toBe('sort=style');
    expect(
      searchStateToParams({ ...defaultProductSearchState, sort: { field: 'newest', direction: 1 } }).toString(),
    ).toBe('sort=newest');
  });

  it('has no pricing location for POP', () => {
    const state = searchStateFromParams(new URLSearchParams('productType=POP&location=EU'));
    expect(state.location).toBe('ALL');
    expect(searchRequestFromState({ ...state, location: 'EU' })).not.toHaveProperty('locationCode');
  });

  it('prices at the chosen location, or by region when ALL', () => {
    expect(searchRequestFromState({ ...defaultProductSearchState, location: 'CA' }).locationCode).toBe('CA');
    const all = searchRequestFromState(defaultProductSearchState, 'Europe');
    expect(all).toMatchObject({ region: 'Europe', lineStatus: 'ALL' });
    expect(all).not.toHaveProperty('locationCode');
  });
});
