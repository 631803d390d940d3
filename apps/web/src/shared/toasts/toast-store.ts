import { type ApiError, TOAST_PERSIST, TOAST_TIMEOUT_MS, type ToastType } from '@stride/domain';
import { createStore, useStoreValue } from '../state/create-store';

/**
 * What a toast says: a text, or a message object (messageCode, message, messageData; spec part 1
 * §3 Toast), translated when shown, so a toast raised outside React follows the page's language.
 */
type ToastMessage = string | ApiError;

export type Toast = {
  id: number;
  type: ToastType;
  message: ToastMessage;
  /** Milliseconds before it closes; -1 keeps it until closed. */
  timeout: number;
  persist: boolean;
  action?: { label: string; run: () => void };
  /** Shown just before navigating to another page it belongs to (logged in, then sent on): survives that route change. */
  keepOnRouteChange?: boolean;
  /** Called once when the toast goes: its timeout, its close button, `toasts.close` or a route change. */
  closeCallback?: () => void;
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

/** Takes the toasts `leaving` picks off the stack, then tells each one's owner; a toast already gone is not told twice. */
const remove = (leaving: (toast: Toast) => boolean, kept: (toast: Toast) => Toast = (toast) => toast) => {
  const gone = store.get().toasts.filter(leaving);
  store.set((state) => ({ toasts: state.toasts.filter((toast) => !leaving(toast)).map(kept) }));
  for (const toast of gone) toast.closeCallback?.();
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
      closeCallback: input.closeCallback,
      timeout,
      persist: timeout === TOAST_PERSIST,
    };
    store.set((state) => ({ toasts: [...state.toasts, toast] }));
    return id;
  },
  close: (id: number) => remove((toast) => toast.id === id),
  /** Toasts are reset on each route change, except those shown for the page being navigated to. */
  reset: () =>
    remove(
      (toast) => !toast.keepOnRouteChange,
      (toast) => ({ ...toast, keepOnRouteChange: false }),
    ),
};
