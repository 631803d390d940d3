import { describe, expect, it } from 'vitest';
import { isSearchQueryValue } from './search-query-values.js';

describe('isSearchQueryValue', () => {
  it.each<[unknown, boolean]>([
    ['Womens', true],
    ['nullable', true],
    ['0', true],
    [0, true],
    [false, true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['null', false],
    ['NULL', false],
    [' Null ', false],
  ])('%j may join a search query: %s', (value, expected) => {
    expect(isSearchQueryValue(value)).toBe(expected);
  });
});
