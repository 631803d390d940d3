/** A horizontal swipe of at least this many pixels steps to the next or previous style. */
const SWIPE_MIN_PX = 60;

/**
 * What a finger's move means: left (next style), right (previous), or nothing for a short or
 * mostly vertical move (the page scrolls).
 */
export const swipeDirection = (dx: number, dy: number): 'next' | 'previous' | null => {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
};
