import { useEffect, useRef } from 'react';
import { swipeDirection } from './swipe';

const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Next and previous style by the ← and → keys anywhere on the page, and by a swipe on the
 * element the returned handlers are spread on (left: next, right: previous).
 */
export const useStyleStepping = (step: { previous?: () => void; next?: () => void }) => {
  const latest = useRef(step);
  latest.current = step;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typesText(event.target)) return;
      if (event.key === 'ArrowLeft') latest.current.previous?.();
      if (event.key === 'ArrowRight') latest.current.next?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: React.PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) latest.current[direction]?.();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
};
