import { TOAST_PERSIST, TOAST_TIMEOUT_MS, type ToastType } from '@stride/domain';
import { createStore, useStoreValue } from '../state/create-store';

export type Toast = {
  id: number;
  type: ToastType;
  message: string;
  /** Milliseconds before it closes; -1 keeps it until closed. */
  timeout: number;
  persist: boolean;
  action?: { label: string; run: () => void };
  /** Shown just before navigating to another page it belongs to (logged in, then sent on): survives that route change. */
  keepOnRouteChange?: boolean;
};

type ToastInput = Omit<Toast, 'id' | 'timeout' | 'persist'> & {
  timeout?: number;
  persist?: boolean;
  kind?: keyof typeof TOAST_TIMEOUT_MS;
};

const store = createStore<{ toasts: Toast[] }>({ toasts: [] });
let nextId = 1;

const defaultTimeout = (input: ToastInput) => {
  if (input.kind) return TOAST_TIMEOUT_MS[input.kind];
  return input.type === 'success' ? TOAST_TIMEOUT_MS.success : TOAST_TIMEOUT_MS.default;
};

export const toasts = {
  useToasts: () => useStoreValue(store, (state) => state.toasts),
  show: (input: ToastInput) => {
    const id = nextId++;
    const timeout = input.persist ? TOAST_PERSIST : (input.timeout ?? defaultTimeout(input));
    const toast: Toast = {
      id,
      type: input.type,
      message: input.message,
      action: input.action,
      keepOnRouteChange: input.keepOnRouteChange,
      timeout,
      persist: timeout === TOAST_PERSIST,
    };
    store.set((state) => ({ toasts: [...state.toasts, toast] }));
    return id;
  },
  close: (id: number) => store.set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  /** Toasts are reset on each route change, except those shown for the page being navigated to. */
  reset: () =>
    store.set((state) => ({
      toasts: state.toasts
        .filter((toast) => toast.keepOnRouteChange)
        .map((toast) => ({ ...toast, keepOnRouteChange: false })),
    })),
};
