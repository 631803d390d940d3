import { useCallback, useEffect, useMemo } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import { hasNavigatedInApp } from './in-app-navigation';

export type UrlSearchStateCodec<State> = {
  fromParams: (params: URLSearchParams) => State;
  toParams: (state: State) => URLSearchParams;
  /** The state without its filters, or null when it has none (nothing to clear). */
  withoutFilters: (state: State) => State | null;
  /** Parameters that are not part of the search but choose the screen (kept as they are). */
  preserved?: readonly string[];
};

/**
 * The search of a library screen, kept in the URL so it can be bookmarked, shared and restored.
 * Changes replace the history entry (typing a filter should not fill the back button), and
 * coming back to the screen with the browser's back button clears the filters (spec part 1 §2).
 */
export const useUrlSearchState = <State>(codec: UrlSearchStateCodec<State>) => {
  const { fromParams, toParams, withoutFilters, preserved } = codec;
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const state = useMemo(() => fromParams(params), [params, fromParams]);

  const setState = useCallback(
    (update: (current: State) => State) =>
      setParams(
        (current) => {
          const next = toParams(update(fromParams(current)));
          for (const name of preserved ?? []) for (const value of current.getAll(name)) next.append(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams, fromParams, toParams, preserved],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, not on every change of the URL.
  useEffect(() => {
    if (navigationType !== 'POP' || !hasNavigatedInApp()) return;
    const cleared = withoutFilters(state);
    if (cleared) setState(() => cleared);
  }, []);

  return [state, setState] as const;
};
