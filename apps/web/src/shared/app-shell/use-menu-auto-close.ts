import { DEBOUNCE_MS } from '@stride/domain';
import { useEffect, useRef } from 'react';

/**
 * Spec part 1 §9 "Menu auto-close 350 ms": an app-bar menu closes once the pointer has left it
 * for that long; coming back in time keeps it open. Spread the answer on the menu's paper.
 */
export const useMenuAutoClose = (close: () => void) => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onMouseEnter: cancel,
    onMouseLeave: () => {
      cancel();
      timer.current = setTimeout(close, DEBOUNCE_MS.menuAutoClose);
    },
  };
};
