// @vitest-environment node
import type { Assortment } from '@stride/domain';
import { describe, expect, it, vi } from 'vitest';
import { awaitDynamicQuery, dynamicProductsQuery, dynamicSearchState, filterBarPatch } from './dynamic-query';

const assortment = (query: Assortment['query'], filterBar?: Record<string, string>) =>
  ({
    productType: 'Footwear',
    locationId: 'EU',
    query,
    uiSettings: {
      gridSettings: { sortOrder: [], groupIsEnabled: false, customSort: {}, columns: [] },
      ...(filterBar ? { filterBar } : {}),
    },
  }) as unknown as Assortment;

describe('dynamic assortment query', () => {
  it('asks for the saved query at the location and line status, with the sort as field: direction', () => {
    const saved = assortment({ filters: { styleOnly: false, gender: ['Mens'] }, lineStatus: 'A' });
    const state = dynamicSearchState(saved, { colId: 'cost', direction: 'desc' });
    expect(dynamicProductsQuery(saved, state)).toEqual({
      query: { filters: { styleOnly: false, gender: ['Mens'] } },
      productType: 'Footwear',
      'locations.code': 'EU',
      'locations.lineStatus': 'A',
      sort: { cost: -1 },
    });
  });

  it('leaves the default sort (style ascending) to the server', () => {
    const saved = assortment({ filters: { styleOnly: false, gender: ['Mens'] }, lineStatus: 'ALL' });
    expect(dynamicProductsQuery(saved, dynamicSearchState(saved, null))).not.toHaveProperty('sort');
  });

  it('has no query without a condition', () => {
    const empty = assortment({ filters: { styleOnly: false }, lineStatus: 'ALL' });
    expect(dynamicProductsQuery(empty, dynamicSearchState(empty, null))).toBeNull();
    expect(dynamicProductsQuery(assortment(null), dynamicSearchState(assortment(null), null))).toBeNull();
  });

  it('saves the filter bar as the query and its chips, and reads the chips back', () => {
    const start = assortment(null);
    const state = { ...dynamicSearchState(start, null), chips: [{ key: 'gender' as const, value: 'Womens' }] };
    const patch = filterBarPatch(start, state);
    expect(patch.query).toEqual({ filters: { styleOnly: false, gender: ['Womens'] }, lineStatus: 'ALL' });
    const saved = assortment(patch.query ?? null, patch.uiSettings?.filterBar);
    expect(dynamicSearchState(saved, null).chips).toEqual(state.chips);
  });

  it('waits for the query up to five times 200 ms apart, then loads empty', async () => {
    vi.useFakeTimers();
    const read = vi.fn(() => null);
    const waiting = awaitDynamicQuery(read, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await waiting).toBeNull();
    expect(read).toHaveBeenCalledTimes(6);

    const query = { productType: 'Footwear' } as never;
    const later = vi.fn().mockReturnValueOnce(null).mockReturnValueOnce(null).mockReturnValue(query);
    const found = awaitDynamicQuery(later, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(400);
    expect(await found).toBe(query);
    vi.useRealTimers();
  });
});
