// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ToastHost } from './ToastHost';
import { toasts } from './toast-store';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  act(() => toasts.reset());
  cleanup();
});

const shownTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);

describe('toasts (spec part 1 §3 Toast)', () => {
  it('calls closeCallback once when the timeout closes the toast', async () => {
    const closeCallback = vi.fn();
    render(<ToastHost />);
    act(() => {
      toasts.show({ type: 'success', message: 'Scheduled Successfully', timeout: 20, closeCallback });
    });
    expect(shownTexts()).toEqual(['Scheduled Successfully']);
    await waitFor(() => expect(shownTexts()).toEqual([]));
    expect(closeCallback).toHaveBeenCalledTimes(1);
  });

  it('calls closeCallback once when the close button closes the toast, not again for a later close or reset', () => {
    const closeCallback = vi.fn();
    render(<ToastHost />);
    let id = 0;
    act(() => {
      id = toasts.show({ type: 'error', message: 'Error: Cannot send message', persist: true, closeCallback });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(shownTexts()).toEqual([]);
    act(() => {
      toasts.close(id);
      toasts.reset();
    });
    expect(closeCallback).toHaveBeenCalledTimes(1);
  });

  it('calls closeCallback of the toasts a route change removes, and not of one kept for the next page', () => {
    const removed = vi.fn();
    const kept = vi.fn();
    toasts.show({ type: 'info', message: 'Old page', persist: true, closeCallback: removed });
    toasts.show({ type: 'success', message: 'Next page', keepOnRouteChange: true, closeCallback: kept });
    toasts.reset();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(kept).not.toHaveBeenCalled();
  });

  it('translates a message object with its data when shown, else shows its plain message', () => {
    render(<ToastHost />);
    act(() => {
      toasts.show({
        type: 'error',
        message: {
          messageCode: 'ITS_BE_ERROR_MAX_SAVED_SEARCHES',
          message: 'Too many saved searches',
          messageData: { max: 20 },
        },
      });
      toasts.show({ type: 'error', message: { messageCode: 'ITS_NOT_A_KNOWN_CODE', message: 'Plain server text' } });
    });
    expect(shownTexts()).toEqual(['You can keep 20 saved searches. Delete one to save another.', 'Plain server text']);
  });
});
