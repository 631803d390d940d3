/** Session and activity constants (spec part 1 §9, part 2 §9.1). */
export const SESSION_TIMEOUT_DEFAULT_MS = 3_600_000 - 30_000;
export const SESSION_WARNING_LEAD_DEFAULT_MS = 150_000;
export const ACTIVITY_CHECK_INTERVAL_MS = 1_000;
export const SERVER_PING_INTERVAL_MS = 120_000;
export const ACTIVITY_EVENTS = [
  'scroll',
  'click',
  'keypress',
  'touchstart',
  'mousewheel',
  'DOMMouseScroll',
  'pointerdown',
] as const;
