import { type ProductSearchState, searchStateFromParams, searchStateToParams } from '@stride/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import { hasNavigatedInApp } from '../../shared/routing/in-app-navigation';

/**
 * The search of a library screen, kept in the URL so it can be bookmarked, shared and restored.
 * Changes replace the history entry (typing a filter should not fill the back button), and
 * coming back to the screen with the browser's back button clears the filters (spec part 1 §2).
 */
export const useSearchState = () => {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const state = useMemo(() => searchStateFromParams(params), [params]);

  const setState = useCallback(
    (update: (current: ProductSearchState) => ProductSearchState) =>
      setParams((current) => searchStateToParams(update(searchStateFromParams(current))), { replace: true }),
    [setParams],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, not on every change of the URL.
  useEffect(() => {
    if (navigationType === 'POP' && hasNavigatedInApp() && state.chips.length > 0)
      setState((current) => ({ ...current, chips: [] }));
  }, []);

  return [state, setState] as const;
};
