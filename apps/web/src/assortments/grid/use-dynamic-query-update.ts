import { DEBOUNCE_MS, type ProductSearchState } from '@stride/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStoreValue } from '../../shared/state/create-store';
import type { DynamicProductsQuery } from './api';
import { dynamicFilterBar, dynamicProductsQuery, dynamicSearchState, filterBarPatch } from './dynamic-query';
import { searchableChips } from './query-chips';
import type { AssortmentBatches } from './use-assortment-batches';
import type { GridSettingsControls } from './use-grid-settings';

/** A filter bar change not saved yet: shown at once, searched for once the user has paused. */
type UnsavedQuery = { shown: ProductSearchState; searched: ProductSearchState | null };

const sameConditions = (a: ProductSearchState, b: ProductSearchState) =>
  JSON.stringify(dynamicFilterBar(a)) === JSON.stringify(dynamicFilterBar(b));

/**
 * The filter bar of a dynamic assortment and the query its grid reads, with the query update's
 * timing (spec part 1 §9: 200 ms, then a 500 ms delay). A change shows in the chips at once;
 * after DEBOUNCE_MS.queryUpdate of quiet the grid asks for the new query's products, and
 * DEBOUNCE_MS.queryUpdateDelay after that the query is saved, so a burst of chip changes makes
 * one search and one saved patch, both of the last state. A change still waiting when the grid
 * closes is saved then rather than lost.
 */
export const useDynamicQueryUpdate = (batches: AssortmentBatches, settings: GridSettingsControls) => {
  const assortment = useStoreValue(batches.store, (state) => state.assortment);
  const { sort, setSort } = settings;
  const saved = useMemo(() => dynamicSearchState(assortment, sort), [assortment, sort]);
  const [unsaved, setUnsaved] = useState<UnsavedQuery | null>(null);
  const latest = useRef<ProductSearchState | null>(null);

  const { save, schedule } = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const saveNow = () => {
      clearTimeout(timer);
      const next = latest.current;
      if (!next) return;
      latest.current = null;
      batches.patch(filterBarPatch(batches.store.get().assortment, next));
      setUnsaved(null);
    };
    return {
      save: saveNow,
      schedule: (next: ProductSearchState) => {
        latest.current = next;
        setUnsaved((current) => ({ shown: next, searched: current?.searched ?? null }));
        clearTimeout(timer);
        timer = setTimeout(() => {
          setUnsaved({ shown: next, searched: next });
          timer = setTimeout(saveNow, DEBOUNCE_MS.queryUpdateDelay);
        }, DEBOUNCE_MS.queryUpdate);
      },
    };
  }, [batches]);
  useEffect(() => save, [save]);

  const changeState = useCallback(
    (update: (current: ProductSearchState) => ProductSearchState) => {
      const stored = dynamicSearchState(batches.store.get().assortment, sort);
      const before = latest.current ? { ...latest.current, sort: stored.sort } : stored;
      const next = update(before);
      if (next.sort.field !== before.sort.field || next.sort.direction !== before.sort.direction)
        setSort({ colId: next.sort.field, direction: next.sort.direction === 1 ? 'asc' : 'desc' });
      const query = { ...next, chips: searchableChips(next.chips) };
      if (sameConditions(query, before) || !batches.guard()) return;
      schedule(query);
    },
    [batches, sort, setSort, schedule],
  );

  // The sort is the grid's: it applies at once, to the shown and the searched conditions alike.
  const state = useMemo(() => (unsaved ? { ...unsaved.shown, sort: saved.sort } : saved), [unsaved, saved]);
  const searched = unsaved?.searched;
  const queryKey = JSON.stringify(
    searched
      ? dynamicProductsQuery(
          { ...assortment, ...filterBarPatch(assortment, searched) },
          { ...searched, sort: saved.sort },
        )
      : dynamicProductsQuery(assortment, saved),
  );
  // The same search keeps its identity when other settings of the assortment change.
  const query = useMemo<DynamicProductsQuery | null>(() => JSON.parse(queryKey), [queryKey]);

  return { state, query, changeState };
};
