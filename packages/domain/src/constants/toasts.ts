/** Toast timings and layout (spec part 2 §9.4). A timeout of -1 means the toast persists. */
export const TOAST_TIMEOUT_MS = {
  default: 4_000,
  success: 2_000,
  successOrder: 2_000,
  userLock: 5_000,
} as const;
export const TOAST_PERSIST = -1;
export const TOAST_WIDTH_PX = 500;
export const TOAST_BOTTOM_OFFSET_PX = 50;
export const TOAST_STACK_GAP_PX = 10;
const toastTypes = ['success', 'info', 'warning', 'error'] as const;
export type ToastType = (typeof toastTypes)[number];
