import { DEBOUNCE_MS } from '@stride/domain';
import { useCallback, useEffect, useRef } from 'react';

/**
 * A click on an item's title opens it after 200 ms; a double-click within that time cancels the
 * opening (it renames instead, spec part 1 §4). Each click restarts the wait.
 */
export const useTitleClick = (open: () => void, delayMs: number = DEBOUNCE_MS.titleClick) => {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestOpen = useRef(open);
  latestOpen.current = open;
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  // A row that leaves the grid (archived, deleted) does not open afterwards.
  useEffect(() => cancel, [cancel]);
  return {
    onClick: () => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latestOpen.current();
      }, delayMs);
    },
    onDoubleClick: cancel,
  };
};
